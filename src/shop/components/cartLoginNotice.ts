/** The cart's word to a customer who is not logged in: in the step and in its server frame. */
export const CART_LOGIN_NOTICE =
  'Objednávku dokončíte po přihlášení ke svému účtu Software602. Košík vám mezitím zůstane uložený.'
