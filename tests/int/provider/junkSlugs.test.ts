import { describe, expect, it, vi } from 'vitest'

import { createProviderReaders } from '@/provider/server/createProviderReaders'

import { taggedCache } from '../../support/taggedCache'
import { sandboxForFile } from './sandboxHarness'

const sandbox = sandboxForFile()

/** The readers as the site uses them, with a cache that behaves like Next's. */
function siteReaders() {
  const api = sandbox.client()
  const store = taggedCache()
  return {
    store,
    readers: createProviderReaders({ transport: () => api.transport, cache: store.cache }),
  }
}

async function recordedPaths(): Promise<string[]> {
  const response = await sandbox.control('GET', '/__sandbox/requests?method=GET')
  const { data } = (await response.json()) as { data: { path: string }[] }
  return data.map((request) => request.path)
}

const detailPaths = (paths: string[]) =>
  paths.filter((path) => /^\/(blogpost|case-study|webinar)\/./.test(path))

const junk = Array.from({ length: 50 }, (_, index) => `neexistujici-clanek-${index}-${Date.now()}`)

describe('unknown slugs against the sandbox', () => {
  it('answers 50 unknown blog slugs from the cached list: no detail request, no cache entry each', async () => {
    const { readers, store } = siteReaders()
    for (const slug of junk) {
      await expect(readers.readBlogPost(slug)).resolves.toEqual({ data: null, error: null })
    }
    const paths = await recordedPaths()
    expect(detailPaths(paths)).toEqual([])
    expect(paths).toEqual(['/blogpost'])
    expect(store.size()).toBe(1)
  })

  it('answers unknown case studies, events and recordings the same way', async () => {
    const { readers, store } = siteReaders()
    for (const slug of junk.slice(0, 10)) {
      expect(await readers.readCaseStudy(slug)).toEqual({ data: null, error: null })
      expect(await readers.readWebinar(slug)).toEqual({ data: null, error: null })
    }
    expect(detailPaths(await recordedPaths())).toEqual([])
    expect(store.size()).toBe(2)
  })

  it('still reads every listed item through its detail call', async () => {
    const { readers } = siteReaders()
    const api = sandbox.client()
    const posts = await api.getBlogPosts()
    const studies = await api.getCaseStudies()
    const { upcoming, past } = await api.getWebinars()
    await sandbox.control('POST', '/__sandbox/reset')

    for (const post of posts) {
      const { data } = await readers.readBlogPost(post.slug)
      expect(data?.bodyHtml, post.slug).toContain('<p>')
    }
    for (const study of studies) {
      expect((await readers.readCaseStudy(study.slug)).data?.slug).toBe(study.slug)
    }
    for (const event of [...upcoming, ...past]) {
      expect((await readers.readWebinar(event.slug)).data?.slug).toBe(event.slug)
    }
    // a draft post is listed by the provider but not shown: still a 404
    expect(await readers.readBlogPost('pripravujeme-novy-signer')).toEqual({
      data: null,
      error: null,
    })
    expect(detailPaths(await recordedPaths())).toHaveLength(
      posts.length + 1 + studies.length + upcoming.length + past.length,
    )
  })

  it('shows the error state without any detail request when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await sandbox.addFault({ path: '/blogpost', kind: '500' })
    await sandbox.addFault({ path: '/case-study', kind: 'garbage' })
    await sandbox.addFault({ path: '/webinar', kind: 'slow', delayMs: 1000 })
    const api = sandbox.client({ timeoutMs: 150 })
    const readers = createProviderReaders({
      transport: () => api.transport,
      cache: taggedCache().cache,
    })
    const post = await readers.readBlogPost('dlouhodoba-archivace-pdf-a')
    expect(post).toEqual({ data: null, error: expect.stringContaining('HTTP 500') })
    const study = await readers.readCaseStudy('cssz')
    expect(study).toEqual({ data: null, error: expect.stringContaining('neočekávaná data') })
    const event = await readers.readWebinar(junk[0] ?? '')
    expect(event).toEqual({ data: null, error: expect.stringMatching(/neodpověděla včas/) })
    expect(detailPaths(await recordedPaths())).toEqual([])
    vi.restoreAllMocks()
  })
})
