/** Spec 5: every validation message, verbatim. */
export const VALIDATION_MESSAGES = {
  required: 'Bez této položky se neobejdeme',
  name: 'Jméno je ve špatném formátu',
  surname: 'Příjmení je ve špatném formátu',
  phone: 'Telefonní číslo je ve špatném formátu',
  email: 'E-mail není ve správném formátu',
} as const
