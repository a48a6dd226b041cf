export type FromAddress = { name: string; address: string }

const ADDRESS = /^[^\s@<>"(),;:\\[\]]+@[^\s@<>"(),;:\\[\]]+\.[^\s@<>"(),;:\\[\]]+$/
const NAMED = /^(.*?)\s*<([^<>]+)>$/

/**
 * The sender of every e-mail, from SMTP_FROM: `Name <address>`, `"Name" <address>` or a bare
 * address (then without a name). Payload writes the name into From headers itself, quoted
 * (forgot password) or not (its adapter's default), so a quote, angle bracket, comma, semicolon or
 * line break in the name is refused here rather than producing a broken or second address.
 */
export function parseFromAddress(value: string): FromAddress {
  const trimmed = value.trim()
  const named = NAMED.exec(trimmed)
  const name = (named?.[1] ?? '').trim().replace(/^"(.*)"$/, '$1')
  const address = (named?.[2] ?? trimmed).trim()
  if (!ADDRESS.test(address) || /["<>,;\r\n]/.test(name)) {
    throw new Error(
      `SMTP_FROM: ${JSON.stringify(value)} is not a valid sender (use "Name <address@domain.cz>" or the address alone)`,
    )
  }
  return { name, address }
}
