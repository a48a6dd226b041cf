import { foldedWords } from './foldText'
import { wordStems } from './wordStems'

/** Most query words a search uses (the rest are ignored). */
export const MAX_QUERY_WORDS = 8

/**
 * Words that say nothing about what is sought ("podpis na úřadě" looks for podpis and úřad).
 * Dropped from queries only, and only when something else is left.
 */
const STOP_WORDS = new Set([
  'a',
  'i',
  'k',
  'o',
  's',
  'u',
  'v',
  'z',
  'na',
  'do',
  'pro',
  'se',
  'si',
  'je',
  've',
  'ze',
  'za',
  'po',
  'od',
  'ke',
  'ku',
  'to',
  'jak',
  'co',
  'kdy',
  'nebo',
  'ale',
  'by',
  'jsou',
  'pri',
  'ci',
])

/**
 * One word of a query: as typed (folded), its stems (wordStems.ts), whether the stems match as
 * prefixes (a light stem, which cuts forms of one word differently), and whether the word does.
 */
export type QueryWord = { word: string; stems: string[]; stemPrefix: boolean; prefix: boolean }

/**
 * The words of a normalised query: folded, stop words dropped, at most MAX_QUERY_WORDS. The last
 * word is matched as a prefix (the visitor may still be typing it), and so is any word of at least
 * four letters (so "archiv" also finds "archivace"). Lemmas match whole, as every form of a
 * known word is indexed under them; a light stem matches as a prefix, as it may cut two forms of
 * one word differently ("datové" → dat, "datových" → datov).
 */
export function queryWords(query: string): QueryWord[] {
  const all = foldedWords(query).filter((word) => word.length <= 40)
  const meaningful = all.filter((word) => !STOP_WORDS.has(word))
  const words = (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_WORDS)
  return words.map((word, index) => {
    const { stems, lemmas } = wordStems(word)
    const prefix = word.length >= 4 || (index === words.length - 1 && word.length >= 2)
    return { word, stems, stemPrefix: prefix && !lemmas, prefix }
  })
}

/**
 * The version of `stemsOf`'s output. The index writer hashes a document's raw text with it and
 * skips a document whose stored hash is the same, so raise it with any change of the stemmer,
 * the lemmatiser or its dictionary, the folding or `stemsOf` itself: the next sync and reindex
 * then rewrite every row once. (tests/unit/search/stemsVersion.test.ts fails when the output of
 * a fixed text changes.)
 */
export const STEMS_VERSION = 2

/**
 * The index terms of a text for its tsvector (`simple` configuration), space-separated: each
 * word's stems (its lemmas, or its light stem), and the folded word itself where it is none of
 * them, so that a query's prefix ("datov:*", "archiv:*") meets the words that start with it.
 */
export function stemsOf(text: string): string {
  return foldedWords(text)
    .filter((word) => word.length <= 40)
    .map((word) => {
      const { stems } = wordStems(word)
      return (stems.includes(word) ? stems : [...stems, word]).join(' ')
    })
    .join(' ')
}

/** A word and the alternatives a search accepts for it (its typo corrections). */
export type QueryClause = { terms: Array<{ lexeme: string; prefix: boolean }> }

/**
 * The tsquery text of clauses: each clause one alternative group, joined by `&` (every clause)
 * or `|` (any). Lexemes are folded letters and digits only, so nothing the visitor typed can be
 * an operator; the text is still passed to `to_tsquery` as a bound parameter.
 */
export function tsqueryText(clauses: QueryClause[], join: '&' | '|'): string {
  const safe = (lexeme: string) => /^[a-z0-9]+$/.test(lexeme)
  return clauses
    .map((clause) => {
      const usable = clause.terms.filter(({ lexeme }) => safe(lexeme))
      // A term that a prefix term of its clause already matches ("podpisem:*" beside
      // "podpis:*") finds nothing more, yet each prefix term is one more range of the GIN index
      // to read and merge: a 3-word query's count took twice as long with them.
      const covered = (term: QueryClause['terms'][number]) =>
        usable.some(
          (other) =>
            other.prefix &&
            term.lexeme.startsWith(other.lexeme) &&
            (term.lexeme !== other.lexeme || !term.prefix),
        )
      const terms = [
        ...new Set(
          usable
            .filter((term) => !covered(term))
            .map(({ lexeme, prefix }) => (prefix ? `${lexeme}:*` : lexeme)),
        ),
      ]
      return terms.length === 1 ? terms[0] : `(${terms.join(' | ')})`
    })
    .filter((clause): clause is string => Boolean(clause) && clause !== '()')
    .join(` ${join} `)
}
