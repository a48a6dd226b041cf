import { createLocalReq, initTransaction, killTransaction } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findSearchedQueries } from '@/cms/attention/findSearchedQueries'
import { SEARCH_QUERY_MAX_LENGTH } from '@/search/query/normaliseSearchQuery'
import type { SearchDocumentInput } from '@/search/searchDocument'
import { logSearchQuery, searchedQueries, eraseOldSearchQueries } from '@/search/searchQueryLog'
import { searchTables } from '@/search/searchTables'
import { resultPage } from '@/search/query/searchAddress'
import { siteSearch } from '@/search/siteSearch'
import { syncProviderSearchIndex } from '@/search/syncProviderSearchIndex'

import { testPayload } from '../../support/payload'
import { sandboxForFile } from '../provider/sandboxHarness'
import { buildSearchIndex, searchSql } from './searchFixture'
import { searchMarker } from '../../support/searchMarker'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
/** A made-up word only one test's page contains. */
const marker = () => searchMarker('zkusebnislovo')

async function urlsFor(query: string) {
  const db = searchSql(await testPayload())
  return (await siteSearch(db, { query, limit: 50 })).results.map(({ url }) => url)
}

describe('search index', () => {
  const sandbox = sandboxForFile()

  beforeAll(async () => {
    const payload = await testPayload()
    const built = await buildSearchIndex(payload, sandbox.url())
    for (const [list, outcome] of Object.entries(built.provider.lists)) {
      expect(outcome, list).not.toHaveProperty('error')
    }
  }, 300_000)

  it('holds every kind: pages, articles, case studies, events, recordings, press, jobs, products', async () => {
    const db = searchSql(await testPayload())
    const kinds = await db.query<{ kind: string }>(
      `SELECT DISTINCT kind FROM ${searchTables().documents} ORDER BY kind`,
    )
    expect(kinds.map(({ kind }) => kind)).toEqual([
      'article',
      'case-study',
      'event',
      'job',
      'page',
      'press-release',
      'product',
      'recording',
    ])
  })

  it('finds a page once it is published, and no longer once unpublished or deleted', async () => {
    const payload = await testPayload()
    const word = marker()
    const path = `hledani-${unique()}`
    const draft = await payload.create({
      collection: 'pages',
      data: { title: `Koncept ${word}`, path, _status: 'draft' },
      overrideAccess: true,
    })
    expect(await urlsFor(word)).toEqual([])

    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    expect(await urlsFor(word)).toEqual([`/${path}`])

    // a draft saved over the live page changes nothing visitors see
    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: 'Rozepsaný koncept' },
      draft: true,
      overrideAccess: true,
    })
    expect(await urlsFor(word)).toEqual([`/${path}`])

    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    expect(await urlsFor(word)).toEqual([])

    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: `Znovu ${word}`, _status: 'published' },
      overrideAccess: true,
    })
    expect(await urlsFor(word)).toEqual([`/${path}`])
    await payload.delete({ collection: 'pages', id: draft.id, overrideAccess: true })
    expect(await urlsFor(word)).toEqual([])
  })

  it('leaves out pages marked "Nezobrazovat ve vyhledávání", noindex pages and e-shop steps', async () => {
    const payload = await testPayload()
    const word = marker()
    const page = await payload.create({
      collection: 'pages',
      data: { title: `Skrytá ${word}`, path: `skryta-${unique()}`, _status: 'published' },
      overrideAccess: true,
    })
    expect(await urlsFor(word)).toHaveLength(1)
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { meta: { excludeFromSearch: true }, _status: 'published' },
      overrideAccess: true,
    })
    expect(await urlsFor(word)).toEqual([])

    const noIndexWord = marker()
    const noIndexPage = await payload.create({
      collection: 'pages',
      data: {
        title: `Neindexovaná ${noIndexWord}`,
        path: `neindexovana-${unique()}`,
        meta: { noIndex: true },
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect(await urlsFor(noIndexWord)).toEqual([])
    // the int files share one database: other files count the published pages
    for (const id of [page.id, noIndexPage.id])
      await payload.delete({ collection: 'pages', id, overrideAccess: true })
  })

  it('keeps a press release as it is published', async () => {
    const payload = await testPayload()
    const word = marker()
    const entry = await payload.create({
      collection: 'press-releases',
      data: {
        title: `Tisková ${word}`,
        slug: `tiskova-${unique()}`,
        publishedAt: new Date().toISOString(),
        perex: 'Krátce o novince.',
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect(await urlsFor(word)).toEqual([`/pro-media/${entry.slug}`])
    await payload.update({
      collection: 'press-releases',
      id: entry.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    expect(await urlsFor(word)).toEqual([])
    // the int files share one database: other files count the press releases
    await payload.delete({ collection: 'press-releases', id: entry.id, overrideAccess: true })
  })

  it('writes nothing to the index when the save is rolled back', async () => {
    const payload = await testPayload()
    const word = marker()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.create({
      collection: 'pages',
      data: { title: `Vrácená ${word}`, path: `vracena-${unique()}`, _status: 'published' },
      overrideAccess: true,
      req,
    })
    // inside the transaction the row is there; the rest of the site does not see it yet
    expect(await urlsFor(word)).toEqual([])
    await killTransaction(req)
    expect(await urlsFor(word)).toEqual([])
  })

  it('removes provider items that vanished from their list, and keeps a list it cannot read', async () => {
    const db = searchSql(await testPayload())
    const item = (slug: string): SearchDocumentInput => ({
      sourceKey: `testlist:${slug}`,
      source: 'provider',
      kind: 'article',
      title: `Článek ${slug}`,
      url: `/blog/${slug}`,
      summary: '',
      body: '',
    })
    const a = marker()
    const b = marker()
    await syncProviderSearchIndex(db, null as never, [
      { prefix: 'testlist', read: async () => [item(a), item(b)] },
    ])
    expect(await urlsFor(a)).toEqual([`/blog/${a}`])
    const failed = await syncProviderSearchIndex(db, null as never, [
      {
        prefix: 'testlist',
        read: async () => {
          throw new Error('výpadek')
        },
      },
    ])
    expect(failed.lists.testlist).toEqual({ error: 'výpadek' })
    expect(await urlsFor(b)).toEqual([`/blog/${b}`])
    await syncProviderSearchIndex(db, null as never, [
      { prefix: 'testlist', read: async () => [item(b)] },
    ])
    expect(await urlsFor(a)).toEqual([])
    expect(await urlsFor(b)).toEqual([`/blog/${b}`])

    // A worker stopping mid-read: the sync ends there and removes nothing.
    const stopping = new AbortController()
    const cut = syncProviderSearchIndex(
      db,
      null as never,
      [
        {
          prefix: 'testlist',
          read: async () => {
            stopping.abort(new Error('zastavuje se'))
            throw new Error('čtení přerušeno')
          },
        },
      ],
      stopping.signal,
    )
    await expect(cut).rejects.toThrow('zastavuje se')
    expect(await urlsFor(b)).toEqual([`/blog/${b}`])
  })

  it('answers hostile or odd input with results or nothing, never an error', async () => {
    const db = searchSql(await testPayload())
    const inputs = [
      'a'.repeat(1000),
      'podpis '.repeat(200),
      '%',
      '_',
      "'",
      '\\',
      "'; DROP TABLE search_documents; --",
      '&|!:*(',
      'podpis & !archiv | (eidas:*',
      'podpis:*',
      '😀🔥 podpis',
      'podpis\u0000\u0007\u001b[31m',
      '',
      '   \t\n ',
      '%podpis%',
      'a_b',
    ]
    for (const query of inputs) {
      const result = await siteSearch(db, { query, page: 1 })
      expect(result.query.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH)
      expect(Array.isArray(result.results), query).toBe(true)
    }
    expect((await siteSearch(db, { query: '' })).total).toBe(0)
    expect((await siteSearch(db, { query: '&|!:*(' })).total).toBe(0)
    expect((await siteSearch(db, { query: '😀🔥 podpis' })).total).toBeGreaterThan(0)
    for (const raw of ['-1', '1e9', '1000000000', 'abc', '0', '2.5', undefined]) {
      expect(resultPage(raw), String(raw)).toBe(1)
    }
    // a page past the end: no results, the count still right
    const far = await siteSearch(db, { query: 'podpis', page: 100 })
    expect(far.results).toEqual([])
    expect(far.total).toBeGreaterThan(0)
    // the table is still there
    expect((await siteSearch(db, { query: 'podpis' })).total).toBeGreaterThan(0)
  })

  it('marks matched words in titles and snippets as text, never as HTML', async () => {
    const db = searchSql(await testPayload())
    const { results } = await siteSearch(db, { query: 'podpisem', limit: 5 })
    expect(results.length).toBeGreaterThan(0)
    for (const result of results) {
      expect(
        result.title.some(({ match }) => match) || result.snippet.some(({ match }) => match),
      ).toBe(true)
    }
  })

  it('logs queries per day as counts, without e-mail addresses or phone numbers', async () => {
    const db = searchSql(await testPayload())
    const word = marker()
    await logSearchQuery(db, `  ${word}  Podpis `, false)
    await logSearchQuery(db, `${word} podpis`, false)
    await logSearchQuery(db, `${word} nic`, true)
    await logSearchQuery(db, 'jan.novak@example.cz', true)
    await logSearchQuery(db, 'volejte +420 601 234 567', true)
    const stored = await db.query<{ query: string; searches: number; found_nothing: boolean }>(
      `SELECT query, searches, found_nothing FROM ${searchTables().queries}
       WHERE query LIKE $1 OR query LIKE '%@%' OR query LIKE '%601%' ORDER BY query`,
      [`${word}%`],
    )
    expect(stored).toEqual([
      { query: `${word} nic`, searches: 1, found_nothing: true },
      { query: `${word} podpis`, searches: 2, found_nothing: false },
    ])
    const { top, nothingFound } = await searchedQueries(db, { limit: 1000 })
    expect(top).toContainEqual({ query: `${word} podpis`, searches: 2 })
    expect(nothingFound).toContainEqual({ query: `${word} nic`, searches: 1 })
    expect(nothingFound.map(({ query }) => query)).not.toContain(`${word} podpis`)

    // the dashboard's reader: staff only (the log holds no personal data, editors see it too)
    const payload = await testPayload()
    expect(await findSearchedQueries(payload, null)).toBeNull()
    const forEditor = await findSearchedQueries(payload, { collection: 'users', roles: ['editor'] })
    expect(forEditor?.nothingFound).toContainEqual({ query: `${word} nic`, searches: 1 })

    await db.query(
      `INSERT INTO ${searchTables().queries} (day, query, searches) VALUES (current_date - 91, $1, 3)`,
      [`${word} stare`],
    )
    expect(await eraseOldSearchQueries(db)).toBeGreaterThanOrEqual(1)
    const left = await db.query(`SELECT 1 FROM ${searchTables().queries} WHERE query = $1`, [
      `${word} stare`,
    ])
    expect(left).toEqual([])
  })
})
