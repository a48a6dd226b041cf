/** Nobody types name, surname, e-mail, phone and a message this fast; bots do. */
export const MIN_FILL_MS = 1500

export function looksLikeBot(honeypot: string, elapsedMs: number): boolean {
  return honeypot.trim() !== '' || !(elapsedMs >= MIN_FILL_MS)
}
