import { readFileSync } from 'node:fs'
import path from 'node:path'

import { processGlobal } from '@/lib/processGlobals'

import { foldText, foldTextKeepingOffsets } from './foldText'
import { affixFileEncoding, parseAffixFile, splitFlags } from './hunspell/affixFile'
import { forEachDictionaryEntry } from './hunspell/dictionaryFile'
import { createHunspellStemmer, type HunspellStemmer } from './hunspell/hunspellStemmer'
import { WordTable } from './hunspell/wordTable'

/**
 * The hunspell cs_CZ dictionary (npm `dictionary-cs`, its index.aff and index.dic), loaded once
 * per process on first use and kept in processGlobals: the web server's bundles, the worker and
 * the scripts each stem with one copy. Its files are read from `node_modules/dictionary-cs` under
 * the working directory: the repository in development and tests, the standalone folder in
 * production (scripts/postbuild.ts copies them there; the site's server runs in that folder).
 *
 * Only words of letters a–z and digits once folded are kept: a search term is nothing else
 * (foldText.ts), so an entry with a hyphen, a dot or a foreign letter could never be looked up.
 */
export const CZECH_DICTIONARY_DIR = path.join('node_modules', 'dictionary-cs')

export type CzechDictionary = {
  stemmer: HunspellStemmer
  /** Dictionary words kept (as written; several may fold alike). */
  words: number
  /** Wall time of reading and parsing both files, in ms. */
  loadMs: number
}

export function loadCzechDictionary(
  directory = path.resolve(process.cwd(), CZECH_DICTIONARY_DIR),
): CzechDictionary {
  const started = performance.now()
  const affBytes = readFileSync(path.join(directory, 'index.aff'))
  const encoding = affixFileEncoding(affBytes)
  const decoder = new TextDecoder(encoding)
  const affixes = parseAffixFile(decoder.decode(affBytes), encoding)
  const dicText = decoder.decode(readFileSync(path.join(directory, 'index.dic')))
  const table = new WordTable(Number.parseInt(dicText, 10) || undefined)
  // a few hundred distinct flag fields for a quarter of a million words: each split once
  const flagLists = new Map<string, string[]>()
  const foldedText = foldTextKeepingOffsets(dicText)
  forEachDictionaryEntry(dicText, (word, flags, offset) => {
    const folded =
      foldedText && offset !== -1 ? foldedText.slice(offset, offset + word.length) : foldText(word)
    if (!/^[a-z0-9]+$/.test(folded)) return
    let flagList = flagLists.get(flags)
    if (!flagList) {
      flagList = splitFlags(flags, affixes.flagType)
      flagLists.set(flags, flagList)
    }
    if (affixes.forbiddenWord && flagList.includes(affixes.forbiddenWord)) return
    table.add(folded, word, flagList)
  })
  table.pack()
  return {
    stemmer: createHunspellStemmer(affixes, table, foldText),
    words: table.size,
    loadMs: performance.now() - started,
  }
}

/** The process's dictionary, loaded by whoever needs it first. */
export function czechDictionary(): CzechDictionary {
  return processGlobal('search.czechDictionary', () => {
    const dictionary = loadCzechDictionary()
    console.info(
      `[search] Czech dictionary loaded: ${dictionary.words} words in ${Math.round(dictionary.loadMs)} ms`,
    )
    return dictionary
  })
}
