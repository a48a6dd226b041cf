import { describe, expect, it } from 'vitest'

import { readSearchAddress, resultPage, searchHref } from '@/search/query/searchAddress'

describe('/hledat addresses', () => {
  it('builds the canonical address with defaults left out', () => {
    expect(searchHref('')).toBe('/hledat')
    expect(searchHref('elektronický podpis')).toBe('/hledat?q=elektronick%C3%BD+podpis')
    expect(searchHref('podpis', 'article', 2)).toBe('/hledat?q=podpis&druh=clanky&strana=2')
  })

  it('serves a canonical address as it is', () => {
    for (const params of [{}, { q: 'podpis' }, { q: 'podpis', druh: 'clanky', strana: '3' }]) {
      expect(readSearchAddress(params).redirectTo).toBeNull()
    }
  })

  it('sends every variant of a search to its one address', () => {
    expect(readSearchAddress({ q: '  podpis   na  úřadě ' }).redirectTo).toBe(
      searchHref('podpis na úřadě'),
    )
    expect(readSearchAddress({ q: 'podpis', strana: '1' }).redirectTo).toBe('/hledat?q=podpis')
    expect(readSearchAddress({ q: 'podpis', strana: '-1' }).redirectTo).toBe('/hledat?q=podpis')
    expect(readSearchAddress({ q: 'podpis', strana: '1e9' }).redirectTo).toBe('/hledat?q=podpis')
    expect(readSearchAddress({ q: 'podpis', strana: '02' }).redirectTo).toBe(
      '/hledat?q=podpis&strana=2',
    )
    expect(readSearchAddress({ q: 'podpis', utm_source: 'x' }).redirectTo).toBe('/hledat?q=podpis')
    expect(readSearchAddress({ q: ['a', 'b'] }).redirectTo).toBe('/hledat?q=a')
    expect(readSearchAddress({ q: 'x'.repeat(1000) }).redirectTo).toBe(
      `/hledat?q=${'x'.repeat(100)}`,
    )
  })

  it('keeps an unknown kind in the address and searches everything', () => {
    const address = readSearchAddress({ q: 'podpis', druh: 'neco' })
    expect(address.kind).toBeUndefined()
    expect(address.redirectTo).toBeNull()
  })

  it('reads page numbers 1 to 100 only', () => {
    expect(resultPage('5')).toBe(5)
    expect(resultPage('100')).toBe(100)
    for (const raw of ['101', '0', '-1', '1e9', '2.5', 'abc', '', undefined, null]) {
      expect(resultPage(raw), String(raw)).toBe(1)
    }
  })
})
