import type * as NextCache from 'next/cache'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { readJobPosting } from '@/cms/jobPostings'
import { readPressRelease } from '@/cms/pressReleases'

import { receiveExpiredTags } from '../support/expiredTags'
import { testPayload } from '../support/payload'

// Next's data cache outside Next (see pagePaths.test.ts): readers and hooks share its tags.
const store = await vi.hoisted(async () => (await import('../support/taggedCache')).taggedCache())
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof NextCache>()),
  unstable_cache: store.cache,
}))
// The hooks expire tags once their save has committed, through this process's listener.
const { flush } = receiveExpiredTags((tags) => tags.forEach(store.expire))

let payload: Payload
let counter = 0
const uniqueSlug = (name: string) => `${name}-${Date.now()}-${(counter += 1)}`

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => vi.restoreAllMocks())
// other files count the press releases of the shared test database
const created: number[] = []
afterAll(async () => {
  await payload.delete({
    collection: 'press-releases',
    where: { id: { in: created } },
    context: { disableRevalidate: true },
  })
})

/** Local API reads of one entry by its slug (the slug set is read without `where`). */
function countSlugReads() {
  const find = vi.spyOn(payload, 'find')
  return () => find.mock.calls.filter(([args]) => args.where).length
}

async function release(slug: string, status: 'published' | 'draft') {
  const doc = await payload.create({
    collection: 'press-releases',
    data: {
      title: `Zpráva ${slug}`,
      slug,
      publishedAt: new Date().toISOString(),
      perex: 'Perex',
      _status: status,
    },
    draft: status === 'draft',
  })
  created.push(doc.id)
  return doc
}

describe('press releases and job postings by slug', () => {
  it('answers unknown slugs from the cached published slugs: no query and no cache entry each', async () => {
    await readPressRelease('zahrivaci')
    await readJobPosting('zahrivaci')
    const slugReads = countSlugReads()
    const entries = store.size()
    for (let index = 0; index < 50; index++) {
      const slug = uniqueSlug('nahodny')
      expect(await readPressRelease(slug)).toEqual({ data: null, error: null })
      expect(await readJobPosting(slug)).toEqual({ data: null, error: null })
    }
    expect(slugReads()).toBe(0)
    expect(store.size()).toBe(entries)
  })

  it('reads a published entry by its slug, and follows publish and unpublish through the hooks', async () => {
    const slug = uniqueSlug('zprava')
    expect((await readPressRelease(slug)).data).toBeNull()
    const draft = await release(slug, 'draft')
    await flush()
    expect((await readPressRelease(slug)).data).toBeNull()

    await payload.update({
      collection: 'press-releases',
      id: draft.id,
      data: { _status: 'published' },
    })
    await flush()
    const slugReads = countSlugReads()
    expect((await readPressRelease(slug)).data?.title).toBe(`Zpráva ${slug}`)
    expect(slugReads()).toBe(1)

    await payload.update({ collection: 'press-releases', id: draft.id, data: { _status: 'draft' } })
    await flush()
    expect((await readPressRelease(slug)).data).toBeNull()
  })
})
