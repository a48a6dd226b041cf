import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { STEMS_VERSION, stemsOf } from '@/search/text/searchTerms'

/**
 * The index writer skips a document whose hash (raw text + STEMS_VERSION) is stored already, so
 * a change of the stemmer's output must come with a new STEMS_VERSION, or old rows keep old stems.
 * The output depends on the light stemmer, the lemmatiser and the dictionary it reads (npm
 * dictionary-cs: a new version of it changes lemmas too). When this fails: raise STEMS_VERSION in
 * searchTerms.ts and put the new pair here.
 */
const SAMPLE = `Elektronický podpis a dlouhodobá archivace dokumentů: datové schránky, kvalifikované
časové razítko, pečeť podle eIDAS, osobní složka zaměstnance, úřední deska obce, schvalování
faktur, formuláře bez papíru, smlouvy s odběrateli. Podpisem, podpisů, archivací, schránek,
zaměstnanců, personalistů, certifikátu, ověřování, uchování — PDF/A, Microsoft 365, 2026.`

describe('STEMS_VERSION', () => {
  it('names the stemmer output the stored hashes were made with', () => {
    const fingerprint = createHash('sha256').update(stemsOf(SAMPLE)).digest('hex').slice(0, 16)
    expect({ version: STEMS_VERSION, fingerprint }).toEqual({
      version: 2,
      fingerprint: 'e9e072c0f6277cc7',
    })
  })
})
