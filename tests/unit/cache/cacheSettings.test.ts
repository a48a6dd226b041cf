import { describe, expect, it } from 'vitest'

import { parseCacheSettings, redactedUrl } from '@/cache/cacheSettings.mjs'

describe('cache settings', () => {
  it('defaults to a bounded memory cache with no Redis and no HTTP cache to purge', () => {
    expect(parseCacheSettings({})).toEqual({
      REDIS_URL: undefined,
      REDIS_KEY_PREFIX: 'site602',
      CACHE_MEMORY_MB: 64,
      CACHE_NOT_FOUND_ENTRIES: 200,
      HTTP_CACHE_PURGE_URLS: [],
    })
  })

  it('reads a Redis address and a list of HTTP caches', () => {
    const settings = parseCacheSettings({
      REDIS_URL: 'redis://:secret@redis:6379/0',
      HTTP_CACHE_PURGE_URLS: 'http://varnish-a:80, http://varnish-b:80',
    })
    expect(settings.HTTP_CACHE_PURGE_URLS).toEqual(['http://varnish-a:80', 'http://varnish-b:80'])
    expect(redactedUrl(settings.REDIS_URL!)).toBe('redis://:***@redis:6379/0')
  })

  it('names every bad variable', () => {
    expect(() =>
      parseCacheSettings({ REDIS_URL: 'localhost:6379', CACHE_MEMORY_MB: 'lots' }),
    ).toThrow(/REDIS_URL[\s\S]*CACHE_MEMORY_MB/)
  })
})
