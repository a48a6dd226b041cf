/** Folded letters by letter (see `foldLetter`); capped, as the letters come from visitors' text. */
const foldedLetters = new Map<string, string>()
const FOLDED_LETTERS_KEPT = 4096

/** A letter without its diacritics ("č" → "c"), upper case kept. */
function foldLetter(letter: string): string {
  const known = foldedLetters.get(letter)
  if (known !== undefined) return known
  const folded = letter.normalize('NFD').replace(/\p{M}+/gu, '')
  if (foldedLetters.size < FOLDED_LETTERS_KEPT) foldedLetters.set(letter, folded)
  return folded
}

/**
 * Lower case without diacritics ("Elektronický" → "elektronicky"): visitors type Czech with and
 * without diacritics, so the index and every query compare folded text. The same folding as
 * PostgreSQL's `unaccent` does for Czech and Slovak letters.
 *
 * Letter by letter, and only the letters outside ASCII: the result is that of decomposing the
 * whole text (NFD) and dropping its marks, but at a third of the cost, which counts when the
 * 260,000 words of the Czech dictionary are folded (czechDictionary.ts).
 */
export function foldText(text: string): string {
  return text.replace(/[^\u0000-\u007f]/gu, foldLetter).toLowerCase()
}

/** Code units below this fold letter by letter into one code unit each (Latin letters). */
const TABLE_END = 0x250
let foldedUnits: Uint16Array | undefined

/** The folded code unit of each code unit below TABLE_END, or 0xffff where folding is no 1:1. */
function foldedUnitTable(): Uint16Array {
  if (!foldedUnits) {
    foldedUnits = new Uint16Array(TABLE_END)
    for (let unit = 0; unit < TABLE_END; unit += 1) {
      const folded = foldText(String.fromCharCode(unit))
      foldedUnits[unit] = folded.length === 1 ? folded.charCodeAt(0) : 0xffff
    }
  }
  return foldedUnits
}

/**
 * `foldText` of a long text whose every letter folds to one letter (Latin letters), so that a
 * word keeps its offsets; null for any other text. A loop over a table made by `foldText`
 * itself: a tenth of its cost on the Czech dictionary's 3.6 MB (czechDictionary.ts).
 */
export function foldTextKeepingOffsets(text: string): string | null {
  const table = foldedUnitTable()
  const folded = new Uint16Array(text.length)
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index)
    const foldedUnit = unit < TABLE_END ? table[unit]! : 0xffff
    if (foldedUnit === 0xffff) return null
    folded[index] = foldedUnit
  }
  return new TextDecoder('utf-16le').decode(folded)
}

/** Folded words of a text: runs of letters and digits (everything else separates words). */
export function foldedWords(text: string): string[] {
  return foldText(text).match(/[a-z0-9]+/g) ?? []
}
