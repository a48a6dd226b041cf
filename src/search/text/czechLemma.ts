import { czechDictionary } from './czechDictionary'
import type { Analysis } from './hunspell/hunspellStemmer'

/** Words whose lemmas are kept (a page of results and a document's text repeat their words). */
const CACHE_SIZE = 20_000
const cache = new Map<string, string[]>()

/**
 * Forms of common words that the dictionary lacks, with their lemma (from Czech grammar): its
 * rules give "smlouva" no genitive plural "smluv" (the vowel shortens), which it reads only as
 * the imperative of "smluvit". The lemma is added to what the dictionary finds.
 */
const MISSING_FORMS: ReadonlyMap<string, string> = new Map([['smluv', 'smlouva']])

/**
 * The lemmas of a word's readings. Readings that undo a prefix are dropped when the word has a
 * reading without one: "nejen" is a word of its own, not "jen" negated. Every other reading is
 * kept, sorted (shortest first, then alphabetically) so that the index and the query list the
 * same lemmas in the same order. Picking one would lose a meaning the other side may have meant:
 *
 * - folded, "peceti" is a form of the noun "pečeť" and of the verb "pečetit", and a page about
 *   either must be found;
 * - a place folds into a common word once lower-cased ("Prahy": "Praha" and "práh"), and pages
 *   name places ("v Praze", "Logistika Brno");
 * - the word's diacritics cannot choose either: the dictionary lacks some forms ("úřadě" of
 *   "úřad"; it has "úřade"), and a reading confirmed by them alone ("úřada") would lose the
 *   right one.
 */
function keptLemmas(analyses: Analysis[]): string[] {
  const unprefixed = analyses.filter(({ prefixed }) => !prefixed)
  return sortedLemmas((unprefixed.length > 0 ? unprefixed : analyses).map(({ stem }) => stem))
}

/** Distinct lemmas, shortest first, then alphabetically. */
function sortedLemmas(lemmas: string[]): string[] {
  return [...new Set(lemmas)].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * The lemmas of a folded word (foldText.ts) by the hunspell cs_CZ dictionary, folded too
 * ("schranek" → ["schranka"]). Empty when the dictionary does not know the word: the caller
 * then stems it (czechStemmer.ts).
 */
export function czechLemmas(folded: string): string[] {
  const cached = cache.get(folded)
  if (cached) return cached
  const found = keptLemmas(czechDictionary().stemmer.analyses(folded))
  const missing = MISSING_FORMS.get(folded)
  const lemmas = missing && !found.includes(missing) ? sortedLemmas([...found, missing]) : found
  if (cache.size >= CACHE_SIZE) cache.clear()
  cache.set(folded, lemmas)
  return lemmas
}

/** Whether a lemma may start otherwise than its word: the word starts with a prefix's letters. */
export function mayLoseFirstLetter(folded: string): boolean {
  return czechDictionary().stemmer.prefixStarts.has(folded[0] ?? '')
}
