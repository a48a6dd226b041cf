/**
 * Lower case without diacritics ("Elektronický" → "elektronicky"): visitors type Czech with and
 * without diacritics, so the index and every query compare folded text. The same folding as
 * PostgreSQL's `unaccent` does for Czech and Slovak letters.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** Folded words of a text: runs of letters and digits (everything else separates words). */
export function foldedWords(text: string): string[] {
  return foldText(text).match(/[a-z0-9]+/g) ?? []
}
