/** Spec 5: the message of every required field. */
export const REQUIRED_MESSAGE = 'Bez této položky se neobejdeme'
