import { describe, expect, it, vi } from 'vitest'

import { createLocalTier } from '@/cache/localTier.mjs'
import { createTagExpirer } from '@/cache/tagExpirer.mjs'

const page = (tags: string[]) =>
  ({ lastModified: Date.now(), tags, value: { kind: 'APP_PAGE', html: 'x', status: 200 } }) as never

function setup() {
  const local = createLocalTier({ maxBytes: 1_000_000, maxNotFound: 10 })
  const remote = { expireTag: vi.fn(async () => {}), clear: vi.fn(async () => {}) }
  const purger = { request: vi.fn(), settled: async () => {} }
  const expirer = createTagExpirer({
    sharedTierName: 'site602:build',
    local,
    remote: remote as never,
    purger,
  })
  return { local, remote, purger, expirer }
}

describe('tag expirer (the two halves of an expiry)', () => {
  it('drops local copies without touching the shared tier or the HTTP cache', () => {
    const { local, remote, purger, expirer } = setup()
    local.set('/gdpr', page(['page:gdpr']))
    local.set('/o-602', page(['page:o-602']))
    expirer.dropLocalCopies(['page:gdpr'])
    expect(local.get('/gdpr')).toBeNull()
    expect(local.get('/o-602')).not.toBeNull()
    expirer.dropAllLocalCopies()
    expect(local.get('/o-602')).toBeNull()
    expect(remote.expireTag).not.toHaveBeenCalled()
    expect(purger.request).not.toHaveBeenCalled()
  })

  it('expires each tag in the shared tier and asks for one ban', async () => {
    const { local, remote, purger, expirer } = setup()
    local.set('/gdpr', page(['page:gdpr']))
    await expirer.expireShared(['page:gdpr', 'pages'])
    expect(remote.expireTag.mock.calls).toEqual([['page:gdpr'], ['pages']])
    expect(purger.request).toHaveBeenCalledTimes(1)
    // the leader's shared work leaves its own copies to the listener
    expect(local.get('/gdpr')).not.toBeNull()
  })

  it('clears the shared tier and bans when a new leader takes over', async () => {
    const { remote, purger, expirer } = setup()
    await expirer.clearShared()
    expect(remote.clear).toHaveBeenCalledTimes(1)
    expect(purger.request).toHaveBeenCalledTimes(1)
  })

  it('still bans without Redis', async () => {
    const purger = { request: vi.fn(), settled: async () => {} }
    const expirer = createTagExpirer({ sharedTierName: 'x', local: null, remote: null, purger })
    await expirer.expireShared(['page:gdpr'])
    expirer.dropLocalCopies(['page:gdpr'])
    expect(purger.request).toHaveBeenCalledTimes(1)
  })
})
