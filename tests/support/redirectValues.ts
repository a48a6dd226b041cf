import fc from 'fast-check'

import { hostileString } from './hostileUrls'

/**
 * Values a link may put into the admin's `redirect` parameter: hostile strings, and paths built
 * from schemes, zero-width and bidi characters (raw and percent-encoded), encoded slashes and a
 * foreign host, like the review's `/%E2%80%8B/evil.example`.
 */
export const redirectValue: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc
    .tuple(
      fc.constantFrom('/', '//', '/\\', '\\', 'https:', 'javascript:', '/%2F', '/%5C', ''),
      fc.constantFrom(
        '\u200b',
        '\u200e',
        '\u202e',
        '\u2060',
        '\ufeff',
        '%E2%80%8B',
        '%e2%80%8b',
        '',
      ),
      fc.constantFrom('/', '//', '%2F', '%2f%2f', '\\', ''),
      fc.constantFrom('evil.example', 'evil.example/admin', 'admin', '@evil.example'),
    )
    .map((parts) => parts.join('')),
)

/** `path` with `value` as its redirect, encoded as a form would, or pasted raw into a link. */
export function withRedirect(path: string, value: string, encoded: boolean): string {
  const query = encoded ? new URLSearchParams({ redirect: value }).toString() : `redirect=${value}`
  return `${path}?${query}`
}
