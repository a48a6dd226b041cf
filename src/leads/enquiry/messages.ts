/** What the enquiry forms tell a person whose enquiry the server did not send (not in spec 8). */
export const ENQUIRY_REFUSAL_MESSAGES = {
  // A form posted without JavaScript has no fill-time token yet (formToken.ts): the first post
  // starts the clock and the person confirms once.
  unconfirmed:
    'Zkontrolujte prosím své údaje a potvrďte odeslání ještě jednou. Chráníme tak formulář před roboty.',
  'too-fast':
    'Formulář jste odeslali příliš rychle. Zkontrolujte prosím údaje a odešlete ho znovu.',
  expired: 'Formulář byl otevřený příliš dlouho. Zkontrolujte prosím údaje a odešlete ho znovu.',
  'rate-limited': 'Odeslali jste příliš mnoho formulářů. Zkuste to prosím znovu za několik minut.',
} as const

export type EnquiryRefusal = keyof typeof ENQUIRY_REFUSAL_MESSAGES
