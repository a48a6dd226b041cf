const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/
/** Nine or more digits, as in a Czech phone number, with spaces, dots or hyphens between. */
const PHONE = /(?:\+|00)?\d(?:[\s.\-/]?\d){8,}/

/**
 * Whether a query may hold personal data (an e-mail address or a phone number): such queries
 * are never written to the search log.
 */
export function looksPersonal(query: string): boolean {
  return EMAIL.test(query) || PHONE.test(query)
}
