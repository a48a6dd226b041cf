/**
 * Whether a search query is noise for the dashboard's "Co lidé hledají" rather than something a
 * visitor looks for: markup, code and query-language fragments (what scanners and attackers
 * send), a run of one character, a "word" longer than any Czech one, or no letter or digit at
 * all. Such queries are still searched and answered; they are only not stored. Refusing a real
 * query leaves it out of the statistics, storing junk pushes real queries off the list.
 */

/** Characters and sequences of markup, templates, shells, paths and URL or HTML escapes. */
const CODE = /[<>{}`\\|;$=]|--|\/\*|\*\/|\.\.\/|:\/\/|&#?\w+;|%[0-9a-f]{2}/iu
/** A quote that opens a query-language condition, and the classic statements and probes. */
const QUERY_LANGUAGE =
  /['"‘’“”]\s*(?:or|and|union|select|order|group|having)\b|\b(?:union\s+(?:all\s+)?select|select\s.*\bfrom|drop\s+table|insert\s+into|delete\s+from|sleep\s*\(|benchmark\s*\(|waitfor\s+delay|pg_sleep|information_schema)\b/iu
/** Four of one character in a row, digits apart (10000 is a price, aaaa is not a word). */
const RUN = /([^\p{N}])\1{3,}/u
/** No Czech word is this long; a token this long is a pasted hash, key or payload. */
const LONGEST_WORD = 40

export function looksLikeJunk(query: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(query)) return true
  if (CODE.test(query) || QUERY_LANGUAGE.test(query) || RUN.test(query)) return true
  return query.split(' ').some((word) => [...word].length > LONGEST_WORD)
}
