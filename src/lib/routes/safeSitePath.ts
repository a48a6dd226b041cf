/**
 * The one rule for a path on this site that comes from outside (a query parameter, a posted form)
 * or from an editor (a link, a redirect). A browser reads a URL loosely: it drops tabs and
 * newlines, reads `\` as `/`, and `//host` as another origin. So the value is read the same way,
 * with the WHATWG URL parser against a placeholder origin, and only a result on that origin is
 * kept, in the parser's normalised form (ASCII, percent-encoded), which is also safe in a header.
 */

/** Never a real host (RFC 6761): a value that resolves elsewhere cannot land here by accident. */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site.invalid'

/** Longer than any address of this site; also keeps a posted value from growing a header. */
const MAX_LENGTH = 2000

/** C0 and C1 control characters, DEL and any whitespace (Unicode included). */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\s]/u

/** The path decoded once, as a router that decodes it would see it; null when not decodable. */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * The normalised site path (pathname + search + hash) of a value, or null when it is not a path on
 * this site: it must start with `/` and be printable, and the browser's reading of it must stay
 * on the site's origin with a printable path, also once percent-decoded (`/%2F%2Fhost`, `/%0A…`).
 */
export function sitePathOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > MAX_LENGTH) return null
  // The parser would drop a tab or newline silently; a value that needs that is not a path.
  if (UNPRINTABLE.test(value)) return null
  let url: URL
  try {
    url = new URL(value, SITE_ORIGIN_PLACEHOLDER)
  } catch {
    return null
  }
  if (url.origin !== SITE_ORIGIN_PLACEHOLDER) return null
  const path = url.pathname + url.search + url.hash
  if (path.length > MAX_LENGTH || !path.startsWith('/') || UNPRINTABLE.test(path)) return null
  const pathname = decoded(url.pathname)
  if (pathname === null || /^\/[/\\]/.test(pathname) || UNPRINTABLE.test(pathname)) return null
  return path
}

/** A path on this site for a redirect: the normalised path, or the homepage for anything else. */
export function safeSitePath(value: string | null | undefined): string {
  return sitePathOf(value) ?? '/'
}

/** The admin's form of the rule: true, or what the editor should fix. */
export function validateSitePath(value: unknown): true | string {
  return sitePathOf(value) === null
    ? 'Cesta musí začínat lomítkem a vést na tento web, např. /blog (bez mezer a řídicích znaků).'
    : true
}
