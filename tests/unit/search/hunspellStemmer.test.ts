import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { loadCzechDictionary } from '@/search/text/czechDictionary'
import { foldText } from '@/search/text/foldText'
import { parseAffixFile, splitFlags } from '@/search/text/hunspell/affixFile'
import { forEachDictionaryEntry } from '@/search/text/hunspell/dictionaryFile'
import { createHunspellStemmer } from '@/search/text/hunspell/hunspellStemmer'
import { WordTable } from '@/search/text/hunspell/wordTable'

/**
 * The mechanics of hunspell stemming on a small affix file and dictionary written for it (the
 * Czech dictionary itself: czechLemma.test.ts). Words are Czech-like so that folding matters.
 */
const AFF = `SET UTF-8
# comment lines and spelling advice are skipped
TRY aáeéiíoóuúyý
NEEDAFFIX n
ONLYINCOMPOUND c
FORBIDDENWORD f
CIRCUMFIX x

PFX N Y 1
PFX N   0     ne      .

PFX E Y 1
PFX E   0     nej     .

PFX C Y 1
PFX C   0     pra/x   .

SFX A Y 4
SFX A   a     y       a
SFX A   a     ou      a
SFX A   ka    ek      ka
SFX A   0     ch      [^ě]k

SFX D N 1
SFX D   ý     ého     ý

SFX Y Y 2
SFX Y   ý     é       ý
SFX Y   ův    ova     ův

SFX U Y 1
SFX U   ec    cův/Y   ec

SFX K Y 1
SFX K   ý     ější/E  ý

SFX S Y 1
SFX S   0     ský/x   .

SFX Z Y 1
SFX Z   0     a       .
`

const DIC = `14
žena/A
schránka/A
děk/A
dek/A
nový/NY
dobrý/ND
otec/U
krásný/K
brno/SC
mušk/nZ
hlav/cZ
chyba/fA
Novák/Y	po:name
a\\/b/A
`

function stemmerOf(aff: string, dic: string) {
  const affixes = parseAffixFile(aff)
  const table = new WordTable()
  forEachDictionaryEntry(dic, (word, flags) => {
    const flagList = splitFlags(flags, affixes.flagType)
    if (affixes.forbiddenWord && flagList.includes(affixes.forbiddenWord)) return
    table.add(foldText(word), word, flagList)
  })
  table.pack()
  return createHunspellStemmer(affixes, table, foldText)
}

const stemmer = stemmerOf(AFF, DIC)
const stems = (word: string) => [...new Set(stemmer.analyses(foldText(word)).map((a) => a.stem))]

describe('hunspell affix file', () => {
  it('reads rules: flag, cross-product, strip, add, continuation, condition', () => {
    const affixes = parseAffixFile(AFF)
    expect(affixes.rules.find((rule) => rule.flag === 'U')).toEqual({
      kind: 'suffix',
      flag: 'U',
      crossProduct: true,
      strip: 'ec',
      add: 'cův',
      continuation: ['Y'],
      condition: 'ec',
    })
    expect(affixes.rules.find((rule) => rule.flag === 'D')?.crossProduct).toBe(false)
    expect(affixes.rules.filter((rule) => rule.flag === 'A')).toHaveLength(4)
    expect(affixes).toMatchObject({
      needAffix: 'n',
      onlyInCompound: 'c',
      forbiddenWord: 'f',
      circumfix: 'x',
    })
  })

  it('splits flags by the FLAG type', () => {
    expect(splitFlags('ÚŮý', 'char')).toEqual(['Ú', 'Ů', 'ý'])
    expect(splitFlags('AaBbC', 'long')).toEqual(['Aa', 'Bb', 'C'])
    expect(splitFlags('12,345,6', 'num')).toEqual(['12', '345', '6'])
    expect(parseAffixFile('FLAG long\nSFX Aa Y 1\nSFX Aa 0 y/BbCc .\n').rules[0]).toMatchObject({
      flag: 'Aa',
      continuation: ['Bb', 'Cc'],
    })
  })

  it('refuses directives it would misread', () => {
    expect(() => parseAffixFile('AF 1\nAF AB\n')).toThrow(/AF/)
    expect(() => parseAffixFile('COMPLEXPREFIXES\n')).toThrow(/COMPLEXPREFIXES/)
  })
})

describe('hunspell dictionary file', () => {
  it('reads words and flags, skips morphology, unescapes slashes', () => {
    const entries: Array<[string, string]> = []
    forEachDictionaryEntry(DIC, (word, flags) => entries.push([word, flags]))
    expect(entries).toHaveLength(14)
    expect(entries).toContainEqual(['Novák', 'Y'])
    expect(entries).toContainEqual(['a/b', 'A'])
    expect(entries[0]).toEqual(['žena', 'A'])
  })
})

describe('hunspell stemming of folded words', () => {
  it('undoes a suffix where its condition holds and the stem carries its flag', () => {
    expect(stems('ženy')).toEqual(['zena'])
    expect(stems('ženou')).toEqual(['zena'])
    expect(stems('schránek')).toEqual(['schranka'])
    expect(stems('žena')).toEqual(['zena'])
    // "dobrého" by D; "nového" is no form: Y adds é, not ého
    expect(stems('dobrého')).toEqual(['dobry'])
    expect(stems('nového')).toEqual([])
  })

  it('meets words typed without diacritics', () => {
    expect(stems('zeny')).toEqual(['zena'])
    expect(stems('schranek')).toEqual(['schranka'])
  })

  it('checks the condition on the written stem, not on its folded form', () => {
    // [^ě]k: "dek" takes "ch", "děk" does not, though both fold to "dek"
    expect(stemmer.analyses('dekch')).toEqual([
      { stem: 'dek', root: 'dek', form: 'dekch', prefixed: false },
    ])
  })

  it('combines a prefix and a suffix only when both are cross-product', () => {
    expect(stems('nenové')).toEqual(['novy'])
    expect(stems('nenový')).toEqual(['novy'])
    // D is not cross-product
    expect(stems('nedobrého')).toEqual([])
    expect(stemmer.analyses('nenove').every(({ prefixed }) => prefixed)).toBe(true)
  })

  it('undoes two suffixes where the inner one continues with the outer one', () => {
    expect(stems('otcův')).toEqual(['otec'])
    expect(stems('otcova')).toEqual(['otec'])
  })

  it("takes a prefix that a suffix's continuation allows", () => {
    expect(stems('krásnější')).toEqual(['krasny'])
    expect(stems('nejkrásnější')).toEqual(['krasny'])
    // the stem has no E: "nej" comes only with the comparative
    expect(stems('nejkrásný')).toEqual([])
  })

  it('takes a circumfix only as a whole', () => {
    expect(stems('prabrnoský')).toEqual(['brno'])
    expect(stems('brnoský')).toEqual([])
    expect(stems('prabrno')).toEqual([])
  })

  it('keeps NEEDAFFIX stems from standing alone and ONLYINCOMPOUND stems out', () => {
    expect(stems('muška')).toEqual(['musk'])
    expect(stems('mušk')).toEqual([])
    expect(stems('hlava')).toEqual([])
  })

  it('tells which prefixes may change a word’s first letters', () => {
    expect([...stemmer.prefixStarts].sort()).toEqual(['n', 'p'])
  })
})

describe('dictionary loading', () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'hunspell-test-'))
  afterAll(() => rmSync(directory, { recursive: true, force: true }))

  it('leaves out forbidden words and words a search term cannot be', () => {
    writeFileSync(path.join(directory, 'index.aff'), AFF)
    writeFileSync(path.join(directory, 'index.dic'), DIC)
    const { stemmer: loaded, words } = loadCzechDictionary(directory)
    expect(loaded.analyses('chyby')).toEqual([])
    expect(loaded.analyses('zeny').map(({ root }) => root)).toEqual(['žena'])
    // "a/b" cannot be a folded search word; "chyba" is forbidden
    expect(words).toBe(12)
  })

  it('reads an affix file in the encoding its SET line names', () => {
    const latin2 = path.join(directory, 'latin2')
    const encode = (text: string) =>
      Uint8Array.from(text, (letter) => ({ ž: 0xbe, ý: 0xfd })[letter] ?? letter.charCodeAt(0))
    mkdirSync(latin2, { recursive: true })
    writeFileSync(path.join(latin2, 'index.aff'), encode('SET ISO8859-2\nSFX A Y 1\nSFX A a y a\n'))
    writeFileSync(path.join(latin2, 'index.dic'), encode('1\nžena/A\n'))
    expect(loadCzechDictionary(latin2).stemmer.analyses('zeny')).toEqual([
      { stem: 'zena', root: 'žena', form: 'ženy', prefixed: false },
    ])
  })
})
