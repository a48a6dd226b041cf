import { describe, expect, it } from 'vitest'

import { looksPersonal } from '@/search/query/looksPersonal'
import { normaliseSearchQuery, SEARCH_QUERY_MAX_LENGTH } from '@/search/query/normaliseSearchQuery'
import { resultCountText } from '@/search/query/resultCountText'
import { kindFromParam } from '@/search/query/searchKinds'
import { foldText } from '@/search/text/foldText'
import { queryWords, tsqueryText } from '@/search/text/searchTerms'
import { wordStems } from '@/search/text/wordStems'
import { snippetSegments, wordMatcher } from '@/search/query/snippetSegments'

describe('search query text', () => {
  it('normalises: control characters out, whitespace collapsed, length capped', () => {
    expect(normaliseSearchQuery('  elektronický \n\t podpis\u0000 ')).toBe('elektronický podpis')
    expect(normaliseSearchQuery('a'.repeat(1000))).toHaveLength(SEARCH_QUERY_MAX_LENGTH)
    expect(normaliseSearchQuery(['první', 'druhý'])).toBe('první')
    expect(normaliseSearchQuery(undefined)).toBe('')
    expect([...normaliseSearchQuery('😀'.repeat(200))]).toHaveLength(SEARCH_QUERY_MAX_LENGTH)
  })

  it('turns any input into a tsquery of letters and digits only', () => {
    for (const hostile of ["'; DROP TABLE x; --", '&|!:*()', '%_\\', 'a:* & !b', '😀 podpis <b>']) {
      const words = queryWords(hostile)
      const text = tsqueryText(
        words.map(({ stems, prefix }) => ({
          terms: stems.map((stem) => ({ lexeme: stem, prefix })),
        })),
        '&',
      )
      expect(text).toMatch(/^[a-z0-9:*|&() ]*$/)
      expect(text).not.toMatch(/[;'%\\!<>]/)
    }
    expect(queryWords('&|!:*(')).toEqual([])
  })

  it('leaves out terms that a prefix term of the same clause already matches', () => {
    const term = (lexeme: string, prefix: boolean) => ({ lexeme, prefix })
    expect(
      tsqueryText(
        [
          { terms: [term('podpis', true), term('podpisem', true)] },
          { terms: [term('zamestnank', true), term('zamestnance', true)] },
          { terms: [term('archiv', false), term('archivace', true), term('archivu', false)] },
          { terms: [term('dat', true), term('dat', false), term('datovy', false)] },
        ],
        '&',
      ),
    ).toBe('podpis:* & (zamestnank:* | zamestnance:*) & (archiv | archivace:* | archivu) & dat:*')
    // what a query builds: a lemma whole, a light stem as a prefix, and the typed word as a
    // prefix unless a prefix of the same clause covers it
    const clauses = (query: string) =>
      queryWords(query).map(({ word, stems, stemPrefix, prefix }) => ({
        terms: [...stems.map((stem) => term(stem, stemPrefix)), term(word, prefix)],
      }))
    expect(tsqueryText(clauses('elektronickým podpisem'), '|')).toBe(
      '(elektronicky | elektronickym:*) | (podpis | podpisem:*)',
    )
    expect(tsqueryText(clauses('datov'), '&')).toBe('datov:*')
  })

  it('drops stop words unless nothing else is left', () => {
    expect(queryWords('podpis na úřadě').map(({ word }) => word)).toEqual(['podpis', 'urade'])
    expect(queryWords('na').map(({ word }) => word)).toEqual(['na'])
  })

  it('says the count in Czech', () => {
    expect(resultCountText(1)).toBe('Nalezen 1 výsledek')
    expect(resultCountText(3)).toBe('Nalezeny 3 výsledky')
    expect(resultCountText(5)).toBe('Nalezeno 5 výsledků')
    expect(resultCountText(12)).toBe('Nalezeno 12 výsledků')
    expect(resultCountText(0)).toBe('Nalezeno 0 výsledků')
  })

  it('knows the kinds by their Czech parameter', () => {
    expect(kindFromParam('clanky')).toBe('article')
    expect(kindFromParam(undefined)).toBeNull()
    expect(kindFromParam('nic')).toBeUndefined()
  })

  it('marks matched words in a snippet as text segments', () => {
    const isMatch = wordMatcher(queryWords('podpisem'))
    const segments = snippetSegments('Elektronický podpis <b>není</b> podpisu rovno.', isMatch)
    expect(segments.filter(({ match }) => match).map(({ text }) => text)).toEqual([
      'podpis',
      'podpisu',
    ])
    expect(segments.map(({ text }) => text).join('')).toContain('<b>')
  })

  it('marks the same words as folding and stemming every word would', () => {
    // the definition, without the matcher's shortcut by first letter
    const reference = (query: string, extraStems: string[]) => {
      const words = queryWords(query)
      const stems = new Set([...words.flatMap((word) => word.stems), ...extraStems])
      const prefixes = words
        .filter(({ prefix }) => prefix)
        .flatMap((word) => [word.word, ...(word.stemPrefix ? word.stems : [])])
      return (raw: string) => {
        const folded = foldText(raw)
        const found = wordStems(folded).stems
        return (
          found.some((stem) => stems.has(stem)) ||
          prefixes.some(
            (p) =>
              p.length >= 2 && (folded.startsWith(p) || found.some((stem) => stem.startsWith(p))),
          )
        )
      }
    }
    const text =
      'Elektronický PODPIS, podpisem i podpisů; Čeština, čtení, Číslo 365 a 3650, úřad Úřadě ' +
      'uřední ec c k Žádost žádostí zadost ﬁrma Ångström œuvre Σοφία ÉČKO Pečeť pečetí peceti ' +
      'datové datových dat archivace archivaci a i v nejbezpečnější nepodepsaný bezpečný ' +
      'podepsaný'
    const samples = text.split(/[\s,;]+/).filter(Boolean)
    const queries: Array<[string, string[]]> = [
      ['podpisem', []],
      ['čtení', []],
      ['365', []],
      ['úřad', []],
      ['žádost zadost', []],
      ['pečeť', ['pecet']],
      ['datov', []],
      ['a i', []],
      ['c', []],
      ['firma', ['c']],
      ['bezpečný', []],
      ['podepsaný', []],
    ]
    for (const [query, extraStems] of queries) {
      const expected = reference(query, extraStems)
      const isMatch = wordMatcher(queryWords(query), extraStems)
      for (const sample of samples) {
        expect({ query, sample, match: isMatch(sample) }).toEqual({
          query,
          sample,
          match: expected(sample),
        })
      }
    }
  })

  it('recognises e-mail addresses and phone numbers', () => {
    expect(looksPersonal('jan.novak@example.cz')).toBe(true)
    expect(looksPersonal('+420 601 234 567')).toBe(true)
    expect(looksPersonal('777123456')).toBe(true)
    expect(looksPersonal('eidas 2.0')).toBe(false)
    expect(looksPersonal('iso 27001')).toBe(false)
  })
})
