import { execFileSync } from 'node:child_process'

import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * Process globals are one value per process however many copies of a module Next's bundles
 * carry: here, two fresh module instances (vi.resetModules) stand for two bundles.
 */
const twoBundles = async () => {
  vi.resetModules()
  const first = await import('@/lib/processGlobals')
  vi.resetModules()
  const second = await import('@/lib/processGlobals')
  return [first, second] as const
}

afterEach(async () => {
  const { clearProcessGlobal } = await import('@/lib/processGlobals')
  clearProcessGlobal('cache.expiredTagObservers')
  clearProcessGlobal('db.connectionFailureAt')
})

describe('process globals', () => {
  it('give every module instance the value the first one created', async () => {
    const [a, b] = await twoBundles()
    expect(a).not.toBe(b)
    const created = a.processGlobal('cache.expiredTagObservers', () => new Set())
    const create = vi.fn(() => new Set<(tags: string[]) => void>())
    expect(b.processGlobal('cache.expiredTagObservers', create)).toBe(created)
    expect(create).not.toHaveBeenCalled()
  })

  it('are set, read and cleared across module instances', async () => {
    const [a, b] = await twoBundles()
    expect(b.existingProcessGlobal('db.connectionFailureAt')).toBeUndefined()
    a.setProcessGlobal('db.connectionFailureAt', 42)
    expect(b.existingProcessGlobal('db.connectionFailureAt')).toBe(42)
    b.clearProcessGlobal('db.connectionFailureAt')
    expect(a.existingProcessGlobal('db.connectionFailureAt')).toBeUndefined()
  })

  it("share the cache handler's tag expirer, which registers itself from plain JavaScript", async () => {
    const { registerTagExpirer } = await import('@/cache/tagExpirer.mjs')
    const { existingProcessGlobal, clearProcessGlobal } = await import('@/lib/processGlobals')
    const { createTagExpirer } = await import('@/cache/tagExpirer.mjs')
    const purger = { request: () => {}, settled: async () => {} }
    const expirer = createTagExpirer({ sharedTierName: 'test', local: null, remote: null, purger })
    registerTagExpirer(expirer)
    expect(existingProcessGlobal('cache.tagExpirer')).toBe(expirer)
    clearProcessGlobal('cache.tagExpirer')
  })

  it('are the only process-wide symbols of the code (no other module keeps its own)', () => {
    const found = execFileSync(
      'git',
      [
        'grep',
        '--untracked',
        '-n',
        'Symbol\\.for(',
        '--',
        'src',
        'server',
        'scripts',
        'tools',
        'blocks',
        'collections',
        'globals',
        'sandbox',
      ],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .map((line) => line.split(':')[0])
    // The two Users hooks key state on one request object, not on the process.
    expect(found.sort()).toEqual([
      'collections/Users/hooks/credentialChange.ts',
      'collections/Users/hooks/signInThrottle.ts',
      'src/lib/processGlobalSlot.mjs',
    ])
  })
})
