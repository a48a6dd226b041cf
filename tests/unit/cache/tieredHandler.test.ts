import { describe, expect, it, vi } from 'vitest'

import { createLocalTier } from '@/cache/localTier.mjs'
import { createTieredHandler } from '@/cache/tieredHandler.mjs'

const entry = (status = 200, lastModified = 1) =>
  ({
    lastModified,
    lifespan: { revalidate: 3600 },
    tags: ['page:gdpr'],
    value: { kind: 'APP_PAGE', html: '<p>x</p>', status },
  }) as never

function fakeRemote() {
  const store = new Map<string, unknown>()
  return {
    store,
    get: vi.fn(async (key: string) => (store.get(key) as never) ?? null),
    clear: vi.fn(async () => store.clear()),
    set: vi.fn(async (key: string, value: unknown) => void store.set(key, value)),
    delete: vi.fn(async (key: string) => void store.delete(key)),
    expireTag: vi.fn(async () => store.clear()),
  }
}

const setup = () => {
  const local = createLocalTier({ maxBytes: 1_000_000, maxNotFound: 10 })
  const remote = fakeRemote()
  const purger = { request: vi.fn(), settled: async () => {} }
  const handler = createTieredHandler({ local, remote: remote as never, purger })
  return { local, remote, purger, handler }
}

describe('tiered cache handler', () => {
  it('answers from memory first, then from the shared tier, and remembers what it read', async () => {
    const { handler, remote } = setup()
    remote.store.set('/gdpr', entry())
    const first = await handler.get('/gdpr', { implicitTags: [] })
    // Another replica rendered it: its lifetime travels with it, not a one-second default.
    expect(first).toMatchObject({ cacheControl: { revalidate: 3600 } })
    await handler.get('/gdpr', { implicitTags: [] })
    expect(remote.get).toHaveBeenCalledTimes(1)
  })

  it('shares pages but keeps 404 pages local', async () => {
    const { handler, remote } = setup()
    await handler.set('/gdpr', entry())
    await handler.set('/junk', entry(404))
    expect([...remote.store.keys()]).toEqual(['/gdpr'])
    expect(await handler.get('/junk', { implicitTags: [] })).not.toBeNull()
  })

  it('expiring a tag drops the local copies, expires the shared tier and bans the HTTP cache', async () => {
    const { handler, remote, purger, local } = setup()
    await handler.set('/gdpr', entry())
    await handler.set('/other', { ...(entry() as object), tags: ['page:other'] } as never)
    await handler.revalidateTag('page:gdpr')
    expect(local.get('/gdpr')).toBeNull()
    expect(local.get('/other')).not.toBeNull()
    expect(remote.expireTag).toHaveBeenCalledWith('page:gdpr')
    expect(purger.request).toHaveBeenCalledTimes(1)
    expect(await handler.get('/gdpr', { implicitTags: [] })).toBeNull()
  })

  it('refuses a shared entry older than an expiry this process heard, until the shared tier is expired', async () => {
    const { handler, remote, local } = setup()
    remote.store.set('/gdpr', entry(200, Date.now() - 1000))
    // Every process drops its copies first; the leader expires Redis a moment later.
    local.expireTag('page:gdpr')
    expect(await handler.get('/gdpr', { implicitTags: [] })).toBeNull()
    expect(local.get('/gdpr')).toBeNull()
    // What is rendered after the expiry is shared again.
    remote.store.set('/gdpr', entry(200, Date.now() + 1000))
    expect(await handler.get('/gdpr', { implicitTags: [] })).not.toBeNull()
  })

  it('works with memory alone when no Redis is configured', async () => {
    const local = createLocalTier({ maxBytes: 1_000_000, maxNotFound: 10 })
    const purger = { request: vi.fn(), settled: async () => {} }
    const handler = createTieredHandler({ local, remote: null, purger })
    await handler.set('/gdpr', entry())
    expect(await handler.get('/gdpr', { implicitTags: [] })).not.toBeNull()
    await handler.revalidateTag('page:gdpr')
    expect(await handler.get('/gdpr', { implicitTags: [] })).toBeNull()
  })
})
