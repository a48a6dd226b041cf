/**
 * A hunspell affix condition as a test of a stem, written or folded. The condition is a row of
 * positions, each a letter, `.`, a class `[…]` or a negated class `[^…]`, matched at the end of
 * the stem for a suffix and at its start for a prefix.
 *
 * The search compares folded words (lower case, no diacritics: foldText.ts), so the condition is
 * folded too, and must accept every folded stem that one of its written forms would: a letter or
 * class is folded letter by letter ("[áé]" → "[ae]"). A negated class excludes a folded letter
 * only when every letter of `alphabet` that folds to it is excluded: "[^ě]" must still accept
 * "e", which an "e" or "é" in the written stem became.
 */
type Position = { negated: boolean; letters: string[] } | 'any'

function positionsOf(condition: string): Position[] {
  const positions: Position[] = []
  for (let index = 0; index < condition.length;) {
    const letter = condition[index]!
    if (letter === '.') {
      positions.push('any')
      index += 1
    } else if (letter === '[') {
      const end = condition.indexOf(']', index)
      if (end === -1) throw new Error(`Affix condition without "]": ${condition}`)
      const negated = condition[index + 1] === '^'
      positions.push({
        negated,
        letters: Array.from(condition.slice(index + (negated ? 2 : 1), end)),
      })
      index = end + 1
    } else {
      const codePoint = String.fromCodePoint(condition.codePointAt(index)!)
      positions.push({ negated: false, letters: [codePoint] })
      index += codePoint.length
    }
  }
  return positions
}

const escape = (letter: string) => letter.replace(/[\\\]\[^\-]/g, '\\$&')

function foldedPosition(
  position: Position,
  fold: (text: string) => string,
  alphabet: readonly string[],
): string {
  if (position === 'any') return '.'
  const folded = position.letters.map(fold)
  // a letter that folds to more or less than one letter: the position accepts anything
  if (folded.some((letter) => letter.length !== 1)) return '.'
  if (!position.negated) return `[${[...new Set(folded)].map(escape).join('')}]`
  const excluded = new Set(position.letters)
  const alwaysExcluded = [...new Set(folded)].filter((letter) =>
    [...alphabet, ...position.letters]
      .filter((written) => fold(written) === letter)
      .every((written) => excluded.has(written)),
  )
  return alwaysExcluded.length === 0 ? '.' : `[^${alwaysExcluded.map(escape).join('')}]`
}

/**
 * The condition as a test of a stem (`kind` says at which end it applies), folded by `fold`
 * (the identity for written stems).
 */
export function conditionTest(
  condition: string,
  kind: 'prefix' | 'suffix',
  fold: (text: string) => string,
  alphabet: readonly string[],
): (stem: string) => boolean {
  if (condition === '.') return () => true
  const pattern = positionsOf(condition)
    .map((position) => foldedPosition(position, fold, alphabet))
    .join('')
  const expression = new RegExp(kind === 'suffix' ? `${pattern}$` : `^${pattern}`)
  return (stem) => expression.test(stem)
}
