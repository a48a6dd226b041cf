import { describe, expect, it } from 'vitest'

import { createLocalTier, entrySize } from '@/cache/localTier.mjs'

const pageEntry = (bytes: number, status = 200, tags: string[] = []) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags,
  value: {
    kind: 'APP_PAGE',
    html: 'x'.repeat(bytes),
    rscData: Buffer.alloc(0),
    status,
    headers: {},
    postponed: undefined,
    segmentData: undefined,
  },
})

describe('local cache tier', () => {
  it('counts a page by its HTML, RSC payload and segments', () => {
    const entry = pageEntry(1000)
    entry.value.rscData = Buffer.alloc(500)
    expect(entrySize(entry as never)).toBe(1500)
  })

  it('stays within its byte budget, dropping the least recently used pages', () => {
    const tier = createLocalTier({ maxBytes: 100_000, maxNotFound: 10 })
    for (let i = 0; i < 50; i++) tier.set(`/page-${i}`, pageEntry(10_000) as never)
    expect(tier.stats().bytes).toBeLessThanOrEqual(100_000)
    expect(tier.get('/page-49')).not.toBeNull()
    expect(tier.get('/page-0')).toBeNull()
  })

  it('keeps 404 pages apart, so a flood of unknown URLs evicts no real page', () => {
    const tier = createLocalTier({ maxBytes: 100_000, maxNotFound: 5 })
    tier.set('/hot', pageEntry(10_000) as never)
    for (let i = 0; i < 1000; i++) tier.set(`/junk-${i}`, pageEntry(10_000, 404) as never)
    expect(tier.get('/hot')).not.toBeNull()
    expect(tier.stats()).toMatchObject({ entries: 1, notFound: 5 })
    tier.clear()
    expect(tier.get('/hot')).toBeNull()
  })

  it('expires only what carries a tag, and everything for a path tag', () => {
    const tier = createLocalTier({ maxBytes: 100_000, maxNotFound: 5 })
    tier.set('/gdpr', pageEntry(100, 200, ['page:gdpr', 'global:footer']) as never)
    tier.set('/o-602', pageEntry(100, 200, ['page:o-602', 'global:footer']) as never)
    tier.set('/junk', pageEntry(100, 404, ['page-links']) as never)
    tier.expireTag('page:gdpr')
    expect(tier.get('/gdpr')).toBeNull()
    expect(tier.get('/o-602')).not.toBeNull()
    tier.expireTag('page-links')
    expect(tier.get('/junk')).toBeNull()
    tier.expireTag('_N_T_/o-602')
    expect(tier.get('/o-602')).toBeNull()
  })

  it('calls a shared entry outdated when one of its tags expired here after it was stored', () => {
    const tier = createLocalTier({ maxBytes: 100_000, maxNotFound: 5 })
    const now = Date.now()
    const stored = (lastModified: number, tags: string[]) =>
      ({ ...pageEntry(100, 200, tags), lastModified }) as never
    tier.expireTag('page:gdpr')
    expect(tier.outdates(stored(now - 60_000, ['page:gdpr']), [])).toBe(true)
    // rendered after the expiry: fresh
    expect(tier.outdates(stored(now + 60_000, ['page:gdpr']), [])).toBe(false)
    // other tags, or none heard
    expect(tier.outdates(stored(now - 60_000, ['page:o-602']), [])).toBe(false)
    // Next's path tags arrive with the read, not with the entry
    tier.expireTag('_N_T_/gdpr')
    expect(tier.outdates(stored(now - 60_000, []), ['_N_T_/gdpr'])).toBe(true)
    expect(tier.outdates(stored(now - 60_000, []), ['_N_T_/o-602'])).toBe(false)
  })
})
