import { afterEach, describe, expect, it, vi } from 'vitest'

import { providerCacheTags } from '@/cache/cacheTags'
import { PROVIDER_REVALIDATE_SECONDS } from '@/provider/defaults'
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
  const registrations: { keyParts: string[]; tags: string[]; revalidate?: number }[] = []
  // a pass-through cache that round-trips through JSON like Next's cache does
  const cache: CacheWrapper = (load, keyParts, options) => {
    registrations.push({ keyParts, ...options })
    return async (...args) => JSON.parse(JSON.stringify(await load(...args)))
  }
  return {
    readers: createProviderReaders({ transport: () => transport, cache }),
    registrations,
    calls: fake.calls,
  }
}

/** A memoising cache like Next's (per key parts and arguments), counting its entries. */
function readersWithMemoCache(respond: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(respond)
  const transport = createTransport({
    baseUrl: 'https://p.example',
    timeoutMs: 200,
    fetch: fake.fetch,
  })
  const entries = new Map<string, unknown>()
  const cache: CacheWrapper =
    (load, keyParts) =>
    async (...args) => {
      const key = JSON.stringify([keyParts, args])
      if (!entries.has(key)) entries.set(key, JSON.parse(JSON.stringify(await load(...args))))
      return entries.get(key) as Awaited<ReturnType<typeof load>>
    }
  return { readers: createProviderReaders({ transport: () => transport, cache }), entries, fake }
}

const study = {
  slug: 'cssz',
  designation: 'public_sector',
  title: 'ČSSZ',
  client_name: 'ČSSZ',
}
const webinar = {
  id: 7,
  slug: 'archivace',
  title: 'Archivace',
  type: 'past_webinar',
  since: '2024-01-10T08:00:00.000Z',
  until: '2024-01-10T09:00:00.000Z',
}
const lists: Record<string, unknown[]> = {
  '/blogpost': [post, { ...post, id: 2, slug: 'čeština' }],
  '/case-study': [study],
  '/webinar': [webinar],
}

/** A provider with one list per section; a detail answers the listed item (with a body). */
const providerListing =
  (content: Record<string, unknown[]>) =>
  (call: { url: string }): Response => {
    const path = new URL(call.url).pathname
    const list = content[path]
    if (list) return jsonResponse({ data: list })
    const [, section, slug] = path.split('/')
    const item = content[`/${section}`]?.find(
      (candidate) => (candidate as { slug: string }).slug === decodeURIComponent(slug ?? ''),
    )
    return item
      ? jsonResponse({ ...item, body: '<p>Text</p>' })
      : jsonResponse({ message: 'nic' }, 404)
  }
const listedContent = providerListing(lists)

const detailCalls = (calls: { url: string }[]) =>
  calls.map((call) => new URL(call.url).pathname).filter((path) => !(path in lists))

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
    // listed, but the detail endpoint no longer knows the slug (deleted in between)
    const { readers } = readersAnswering((call) =>
      new URL(call.url).pathname.split('/').length === 2
        ? jsonResponse({ data: [{ ...post, ...study, ...webinar, slug: 'x' }] })
        : jsonResponse({ message: 'nic' }, 404),
    )
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

  it('reports each failed read (the page then caches its error state briefly), never a good one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let healthy = false
    const fake = fakeFetch(() =>
      healthy
        ? jsonResponse({ data: [{ ...post, ...study, ...webinar }] })
        : jsonResponse({ message: 'down' }, 500),
    )
    const transport = createTransport({
      baseUrl: 'https://p.example',
      timeoutMs: 200,
      fetch: fake.fetch,
    })
    const onFailure = vi.fn(async () => {})
    const readers = createProviderReaders({
      transport: () => transport,
      cache: (load) => load,
      onFailure,
    })
    await readers.readBlogPosts()
    await readers.readWebinars()
    await readers.readCaseStudy('cssz')
    expect(onFailure).toHaveBeenCalledTimes(3)

    healthy = true
    onFailure.mockClear()
    expect((await readers.readBlogPosts()).error).toBeNull()
    expect((await readers.readWebinars()).error).toBeNull()
    expect(onFailure).not.toHaveBeenCalled()
  })
})

describe('detail readers answer from the cached list', () => {
  it('makes no detail call and no cache entry for slugs the list does not name', async () => {
    const { readers, entries, fake } = readersWithMemoCache(listedContent)
    for (let index = 0; index < 50; index++) {
      const slug = `nahodny-${index}`
      await expect(readers.readBlogPost(slug)).resolves.toEqual({ data: null, error: null })
      await expect(readers.readCaseStudy(slug)).resolves.toEqual({ data: null, error: null })
      await expect(readers.readWebinar(slug)).resolves.toEqual({ data: null, error: null })
    }
    expect(detailCalls(fake.calls)).toEqual([])
    // one list call per section, then the cache answers
    expect(fake.calls).toHaveLength(3)
    expect(entries.size).toBe(3)
  })

  it('reads the detail of a listed slug through the detail call', async () => {
    const { readers, fake } = readersWithMemoCache(listedContent)
    const found = await readers.readBlogPost('a')
    expect(found.error).toBeNull()
    // the body comes from the detail, the list has none
    expect(found.data).toMatchObject({ slug: 'a', bodyHtml: '<p>Text</p>' })
    expect((await readers.readCaseStudy('cssz')).data?.bodyHtml).toBe('<p>Text</p>')
    expect((await readers.readWebinar('archivace')).data?.slug).toBe('archivace')
    expect(detailCalls(fake.calls)).toEqual([
      '/blogpost/a',
      '/case-study/cssz',
      '/webinar/archivace',
    ])
  })

  it('compares slugs as the provider does: exactly, a still-encoded slug by its decoded form', async () => {
    const { readers, fake } = readersWithMemoCache(listedContent)
    expect((await readers.readBlogPost('A')).data).toBeNull()
    expect((await readers.readBlogPost('čeština')).data?.slug).toBe('čeština')
    expect((await readers.readBlogPost(encodeURIComponent('čeština'))).data?.slug).toBe('čeština')
    expect((await readers.readBlogPost('100%')).data).toBeNull()
    // both forms share one detail call (and one cache entry) under the provider's slug
    expect(detailCalls(fake.calls)).toEqual([`/blogpost/${encodeURIComponent('čeština')}`])
  })

  it('answers an error result without a detail call when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { readers, fake } = readersWithMemoCache((call) =>
      new URL(call.url).pathname in lists
        ? jsonResponse({ message: 'down' }, 500)
        : listedContent(call),
    )
    for (const read of [readers.readBlogPost, readers.readCaseStudy, readers.readWebinar]) {
      const result = await read('a')
      expect(result).toEqual({ data: null, error: expect.stringMatching(/HTTP 500/) })
    }
    expect(detailCalls(fake.calls)).toEqual([])
  })

  it('knows events of both lists and upcoming ones no longer listed', async () => {
    const ended = { ...webinar, id: 8, slug: 'skoncila', type: 'upcoming_webinar' }
    const { readers } = readersWithMemoCache(
      providerListing({ ...lists, '/webinar': [webinar, ended] }),
    )
    expect((await readers.readWebinars()).data.upcoming).toEqual([])
    expect((await readers.readWebinar('skoncila')).data?.slug).toBe('skoncila')
    expect((await readers.readWebinar('archivace')).data?.isUpcoming).toBe(false)
  })
})
