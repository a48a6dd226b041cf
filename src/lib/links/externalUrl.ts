/**
 * The external addresses a link may lead to: a web address (http/https with a host), an e-mail
 * address (mailto:) or a phone number (tel:). Never `javascript:`, `data:` or a protocol-relative
 * `//host`, which a browser would run or read as a page of another site.
 */

const MAX_LENGTH = 2000

/** C0 and C1 control characters, DEL and whitespace; a phone number may keep plain spaces. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\s]/u
const PHONE = /^tel:\+?[\d ]+$/i
const START = /^(https?:\/\/[^/\\]|mailto:.)/i
const PRINTABLE_ASCII = /^[\u0021-\u007e]+$/

/**
 * The address as a link or a `Location` header may carry it, or null when it is not an allowed
 * external address. A printable ASCII address is kept as written; any other (a Czech domain, a
 * path with diacritics) becomes the parser's ASCII form, which is also safe in a header.
 */
export function externalUrlOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null
  if (PHONE.test(value)) return value
  if (!START.test(value) || UNPRINTABLE.test(value)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:'
  if (!(web && url.hostname) && url.protocol !== 'mailto:') return null
  return PRINTABLE_ASCII.test(value) ? value : url.href
}

/** The admin's form of the rule: true, or what the editor should fix. */
export function validateExternalUrl(value: unknown): true | string {
  return externalUrlOf(value) === null
    ? 'Zadejte úplnou adresu začínající https://, případně mailto: nebo tel: (bez mezer).'
    : true
}
