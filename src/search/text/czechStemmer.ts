/**
 * Czech light stemmer: the algorithm of L. Dolamic and J. Savoy, "Indexing and stemming
 * approaches for the Czech language" (Information Processing & Management 45, 2009), section
 * "light stemmer" — remove the case ending, then a possessive suffix, then undo the
 * palatalisation of the stem's last consonant. The same algorithm as Lucene's CzechStemmer.
 *
 * It runs on folded text (lower case, no diacritics, foldText.ts): visitors type "podpisem" and
 * "elektronickym" as often as "elektronickým", and the index and the query must meet. The
 * published suffix lists are therefore folded here too ("ých" and "ych" are one suffix); where
 * folding merges two of them, the longer rule wins as before. PostgreSQL ships no Czech snowball
 * stemmer or dictionary, so the stems are made here and stored in a `simple` tsvector.
 */

/** Case endings by length; removed only when the word is longer than `minLength`. */
const CASE_ENDINGS: Array<{ minLength: number; endings: string[] }> = [
  { minLength: 8, endings: ['atech'] },
  { minLength: 7, endings: ['etem', 'atum'] },
  {
    minLength: 6,
    endings: [
      'ech',
      'ich',
      'eho',
      'emi',
      'emu',
      'ete',
      'eti',
      'iho',
      'imi',
      'imu',
      'ach',
      'ata',
      'aty',
      'ych',
      'ama',
      'ami',
      'ove',
      'ovi',
      'ymi',
    ],
  },
  { minLength: 5, endings: ['em', 'es', 'im', 'um', 'at', 'am', 'os', 'us', 'ym', 'mi', 'ou'] },
]

/** Vowels that end a word of more than three letters in a case form (a, e, i, o, u, y folded). */
const FINAL_VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y'])

function removeCase(word: string): string {
  for (const { minLength, endings } of CASE_ENDINGS) {
    if (word.length < minLength) continue
    const ending = endings.find((candidate) => word.endsWith(candidate))
    if (ending) return word.slice(0, -ending.length)
  }
  if (word.length > 3 && FINAL_VOWELS.has(word.at(-1)!)) return word.slice(0, -1)
  return word
}

/** Possessive adjectives: -ov, -in, -ův ("Novákův", "matčin"). */
function removePossessive(word: string): string {
  if (word.length > 5 && (word.endsWith('ov') || word.endsWith('in') || word.endsWith('uv'))) {
    return word.slice(0, -2)
  }
  return word
}

/** Palatalisation undone: čt → ck, št → sk, c/č → k, z/ž → h, a mobile e dropped, ů → o. */
function normalise(word: string): string {
  if (word.endsWith('ct')) return `${word.slice(0, -2)}ck`
  if (word.endsWith('st')) return `${word.slice(0, -2)}sk`
  const last = word.at(-1)
  if (last === 'c') return `${word.slice(0, -1)}k`
  if (last === 'z') return `${word.slice(0, -1)}h`
  if (word.length > 1 && word.at(-2) === 'e') return `${word.slice(0, -2)}${last}`
  if (word.length > 2 && word.at(-2) === 'u') return `${word.slice(0, -2)}o${last}`
  return word
}

/** The stem of one folded word ("podpisem" → "podpis", "archivaci" → "archivak"). */
export function stemCzech(foldedWord: string): string {
  if (/^\d+$/.test(foldedWord)) return foldedWord
  const stem = removePossessive(removeCase(foldedWord))
  return stem.length > 0 ? normalise(stem) : foldedWord
}
