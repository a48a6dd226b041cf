import { czechLemmas } from './czechLemma'
import { stemCzech } from './czechStemmer'

/** What a folded word is indexed and searched by. */
export type WordStems = {
  /** Its dictionary lemmas, or its light stem. */
  stems: string[]
  /** Whether the stems are dictionary lemmas (whole words) rather than a light stem. */
  lemmas: boolean
}

/**
 * The stems of a folded word (foldText.ts), the same for the index and the query: its lemmas by
 * the hunspell cs_CZ dictionary ("schranek" → schranka), or, for a word the dictionary does not
 * know (a name, a product, a misspelling, a form it lacks), its light stem (czechStemmer.ts).
 * Numbers stay as they are.
 */
export function wordStems(folded: string): WordStems {
  if (/^\d+$/.test(folded)) return { stems: [folded], lemmas: false }
  const lemmas = czechLemmas(folded)
  return lemmas.length > 0
    ? { stems: lemmas, lemmas: true }
    : { stems: [stemCzech(folded)], lemmas: false }
}
