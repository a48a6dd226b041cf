import fc from 'fast-check'

/** The origin a browser would resolve a site-relative href against in these tests. */
export const SITE = 'https://site.example'

/** Pieces that make a URL mean something else to a browser than it seems to say. */
const NASTY = [
  '/',
  '//',
  '\\',
  '/\\',
  '\\\\',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%09',
  '%0a',
  '%0D',
  '%00',
  '%',
  '%%',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u000b',
  '\u000c',
  '\u00a0',
  '\u1680',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  'evil.example',
  '@evil.example',
  'evil.example:8080',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:',
  'http:',
  'https:',
  'http://',
  'https://',
  'https:evil.example',
  'mailto:',
  'tel:',
  'file:',
  'blob:',
  '?',
  '#',
  '.',
  '..',
  '/..',
  '/./',
  ':',
  'č',
  'ř',
  '😀',
  '\ud800',
  'blog',
  'eshop',
  'a',
]

/** Arbitrary strings, half of them assembled from the nasty pieces above, at any position. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 3 })), {
      maxLength: 10,
    })
    .map((parts) => parts.join('')),
  fc
    .array(fc.constantFrom(...NASTY), { minLength: 1, maxLength: 8 })
    .map((parts) => `/${parts.join('')}`),
)

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * Where a browser takes an href written on a page of SITE: a relative href must stay on SITE,
 * an absolute one may only be http(s), mailto or tel. Returns why not, or null when it is safe.
 */
export function unsafeHrefReason(href: string): string | null {
  let absolute: URL | null = null
  try {
    absolute = new URL(href)
  } catch {
    absolute = null
  }
  if (absolute) {
    return ALLOWED_SCHEMES.has(absolute.protocol) ? null : `scheme ${absolute.protocol}`
  }
  let resolved: URL
  try {
    resolved = new URL(href, `${SITE}/some/page`)
  } catch {
    return 'does not parse'
  }
  return resolved.origin === SITE ? null : `leaves for ${resolved.origin}`
}
