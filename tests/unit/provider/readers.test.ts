import { afterEach, describe, expect, it, vi } from 'vitest'

import { PROVIDER_REVALIDATE_SECONDS, providerCacheTags } from '@/provider/cacheTags'
import { providerErrorMessage } from '@/provider/errors'
import { type CacheWrapper, createProviderReaders } from '@/provider/server/createProviderReaders'
import { readItem, readList } from '@/provider/server/readResult'
import { createTransport } from '@/provider/transport'

import { fakeFetch, jsonResponse } from './fakeFetch'

const post = {
  id: 1,
  slug: 'a',
  status: 'active',
  title: 'A',
  created: '2025-01-01T00:00:00Z',
}

function readersAnswering(respond: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(respond)
  const transport = createTransport({
    baseUrl: 'https://p.example',
    timeoutMs: 200,
    fetch: fake.fetch,
  })
  const registrations: { keyParts: string[]; tags: string[]; revalidate: number }[] = []
  // a pass-through cache that round-trips through JSON like Next's cache does
  const cache: CacheWrapper = (load, keyParts, options) => {
    registrations.push({ keyParts, ...options })
    return async (...args) => JSON.parse(JSON.stringify(await load(...args)))
  }
  return { readers: createProviderReaders({ transport: () => transport, cache }), registrations }
}

afterEach(() => vi.restoreAllMocks())

describe('readList / readItem', () => {
  it('passes data through with no error', async () => {
    await expect(readList('x', async () => [1])).resolves.toEqual({ data: [1], error: null })
    await expect(readItem('x', async () => 1)).resolves.toEqual({ data: 1, error: null })
  })

  it('turns failures into an empty list or null with the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('boom')
    await expect(readList('x', () => Promise.reject(failure))).resolves.toEqual({
      data: [],
      error: providerErrorMessage(failure),
    })
    await expect(readItem('x', () => Promise.reject(failure))).resolves.toEqual({
      data: null,
      error: providerErrorMessage(failure),
    })
  })
})

describe('createProviderReaders', () => {
  it('registers every reader with the shared tags and revalidate interval', () => {
    const { registrations } = readersAnswering(() => jsonResponse({ data: [] }))
    expect(registrations).toHaveLength(7)
    for (const registration of registrations) {
      expect(registration.tags[0]).toBe(providerCacheTags.all)
      expect(Object.values(providerCacheTags)).toContain(registration.tags[1])
      expect(registration.revalidate).toBe(PROVIDER_REVALIDATE_SECONDS)
    }
    expect(new Set(registrations.map((r) => r.keyParts.join('/'))).size).toBe(7)
  })

  it('maps after the cache, so dates survive the JSON round trip', async () => {
    const { readers } = readersAnswering(() => jsonResponse({ data: [post] }))
    const result = await readers.readBlogPosts()
    expect(result.error).toBeNull()
    expect(result.data[0]?.created).toBeInstanceOf(Date)
  })

  it('answers not found as data null without an error', async () => {
    const { readers } = readersAnswering(() => jsonResponse({ message: 'nic' }, 404))
    await expect(readers.readBlogPost('x')).resolves.toEqual({ data: null, error: null })
    await expect(readers.readCaseStudy('x')).resolves.toEqual({ data: null, error: null })
    await expect(readers.readWebinar('x')).resolves.toEqual({ data: null, error: null })
  })

  it('empties lists and keeps the message on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { readers } = readersAnswering(() => jsonResponse({ message: 'down' }, 500))
    const posts = await readers.readBlogPosts()
    expect(posts.data).toEqual([])
    expect(posts.error).toMatch(/HTTP 500/)
    const webinars = await readers.readWebinars()
    expect(webinars.data).toEqual({ upcoming: [], past: [] })
    expect(webinars.error).toMatch(/HTTP 500/)
    expect((await readers.readProducts()).data).toEqual([])
    expect((await readers.readCaseStudies()).data).toEqual([])
    expect(await readers.readBlogPost('a')).toMatchObject({ data: null, error: expect.any(String) })
  })
})
