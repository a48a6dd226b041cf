import type * as NextCache from 'next/cache'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { getPageByPath } from '@/cms/getPageByPath'

import { receiveExpiredTags } from '../support/expiredTags'
import { testPayload } from '../support/payload'

// Next's data cache outside Next: entries per key and arguments, dropped by the tags the page
// hooks expire — the same round trip as in the app, without a Next server.
const store = await vi.hoisted(async () => (await import('../support/taggedCache')).taggedCache())
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof NextCache>()),
  unstable_cache: store.cache,
}))
// The hooks expire tags once their save has committed, through this process's listener.
const { flush } = receiveExpiredTags((tags) => tags.forEach(store.expire))

let payload: Payload
let counter = 0
const uniquePath = (name: string) => `${name}-${Date.now()}-${(counter += 1)}`

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => vi.restoreAllMocks())

/** Counts the Local API reads of pages from here on: the path set, or one page by its path. */
function countPageReads() {
  const find = vi.spyOn(payload, 'find')
  const pageReads = () => find.mock.calls.filter(([args]) => args.collection === 'pages')
  return {
    pathSets: () => pageReads().filter(([args]) => !args.where).length,
    byPath: () => pageReads().filter(([args]) => args.where).length,
  }
}

const pageEntries = () => store.keys().filter((key) => key.includes('page-by-path'))

async function publish(path: string, title = 'Stránka') {
  return payload.create({ collection: 'pages', data: { title, path, _status: 'published' } })
}

describe('published pages by path', () => {
  it('answers unknown paths from one cached set of paths: no query and no cache entry each', async () => {
    await getPageByPath('home') // the set is cached from here on
    const reads = countPageReads()
    const entriesBefore = store.size()
    for (let index = 0; index < 50; index++) {
      const path = index % 2 ? uniquePath('nahodna-stranka') : `${uniquePath('a')}/b/${index}`
      expect(await getPageByPath(path)).toBeNull()
    }
    expect(reads.byPath()).toBe(0)
    expect(reads.pathSets()).toBe(0)
    expect(store.size()).toBe(entriesBefore)
  })

  it('reads a published page once, then from its own cache entry', async () => {
    const path = uniquePath('znama')
    await publish(path, 'Známá stránka')
    await flush()
    const reads = countPageReads()
    expect((await getPageByPath(path))?.title).toBe('Známá stránka')
    expect((await getPageByPath(path))?.title).toBe('Známá stránka')
    // the publish expired the set: one read of it, one of the page, then the cache answers
    expect(reads.pathSets()).toBe(1)
    expect(reads.byPath()).toBe(1)
    expect(pageEntries().filter((key) => key.includes(`"${path}"`))).toHaveLength(1)
  })

  it('finds a page published at a path that was unknown, once its hook expired the set', async () => {
    const path = uniquePath('pozdeji')
    expect(await getPageByPath(path)).toBeNull()
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Zatím koncept', path },
      draft: true,
    })
    await flush()
    expect(await getPageByPath(path)).toBeNull()
    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: 'Zveřejněno', _status: 'published' },
    })
    await flush()
    expect((await getPageByPath(path))?.title).toBe('Zveřejněno')
  })

  it('forgets a page that is unpublished, also with autosaved changes pending', async () => {
    const path = uniquePath('stazena')
    const page = await publish(path)
    await flush()
    expect(await getPageByPath(path)).not.toBeNull()
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Rozpracováno', _status: 'draft' },
      draft: true,
      autosave: true,
    })
    await flush()
    expect((await getPageByPath(path))?.title).toBe('Stránka')
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
    await flush()
    expect(await getPageByPath(path)).toBeNull()
  })

  it('follows a page that moves (also through an autosaved draft) and one that is deleted', async () => {
    const path = uniquePath('puvodni')
    const page = await publish(path)
    await flush()
    expect(await getPageByPath(path)).not.toBeNull()

    const moved = `${path}-presunuta`
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: moved, _status: 'draft' },
      draft: true,
      autosave: true,
    })
    await flush()
    expect(await getPageByPath(moved)).toBeNull()
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } })
    await flush()
    expect(await getPageByPath(path)).toBeNull()
    expect((await getPageByPath(moved))?.path).toBe(moved)

    await payload.delete({ collection: 'pages', id: page.id })
    await flush()
    expect(await getPageByPath(moved)).toBeNull()
  })
})
