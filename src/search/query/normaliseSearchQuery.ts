/** Longest query searched or logged; longer input is cut (a visitor never types more). */
export const SEARCH_QUERY_MAX_LENGTH = 100

/**
 * A query as the site searches, caches and logs it: control and format characters gone,
 * whitespace collapsed to single spaces, trimmed and capped at SEARCH_QUERY_MAX_LENGTH
 * characters (whole code points: an emoji is never cut in half). Anything else is kept: the
 * tokeniser decides what is a word, and the SQL gets it only as bound parameters.
 */
export function normaliseSearchQuery(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : Array.isArray(raw) ? String(raw[0] ?? '') : ''
  const cleaned = text
    .slice(0, SEARCH_QUERY_MAX_LENGTH * 4)
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return [...cleaned].slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim()
}
