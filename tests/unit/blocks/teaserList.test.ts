import { describe, expect, it } from 'vitest'

import { pickBySlug, teaserListState } from '@blocks/shared/teaserList'

const items = (count: number) => Array.from({ length: count }, (_, i) => ({ slug: `s${i}` }))

describe('provider-backed teasers', () => {
  it('shows three items, not centred, when three or more are available', () => {
    const state = teaserListState({ data: items(5), error: null })
    expect(state).toEqual({ kind: 'list', items: items(3), centred: false })
  })

  it('centres the list when fewer than three are available', () => {
    expect(teaserListState({ data: items(2), error: null })).toMatchObject({
      kind: 'list',
      centred: true,
    })
    expect(teaserListState({ data: items(1), error: null })).toMatchObject({
      kind: 'list',
      centred: true,
    })
  })

  it('shows the error note when the provider failed, and the empty note when it has nothing', () => {
    expect(teaserListState({ data: [], error: 'Síťová chyba' })).toEqual({ kind: 'error' })
    expect(teaserListState({ data: [], error: null })).toEqual({ kind: 'empty' })
  })

  it('keeps the marketer’s order of case studies and skips unknown slugs', () => {
    const all = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }]
    expect(pickBySlug(all, ['c', 'neni', 'a'])).toEqual([{ slug: 'c' }, { slug: 'a' }])
  })
})
