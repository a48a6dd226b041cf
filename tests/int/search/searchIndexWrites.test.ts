import { describe, expect, it } from 'vitest'

import type { SearchDocumentInput } from '@/search/searchDocument'
import { searchTables } from '@/search/searchTables'
import { syncProviderSearchIndex } from '@/search/syncProviderSearchIndex'
import { deleteVanishedSearchDocuments, upsertSearchDocuments } from '@/search/writeSearchDocuments'

import { testPayload } from '../../support/payload'
import { searchSql } from './searchFixture'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const item = (prefix: string, slug: string, title = `Článek ${slug}`): SearchDocumentInput => ({
  sourceKey: `${prefix}:${slug}`,
  source: 'provider',
  kind: 'article',
  title,
  url: `/blog/${slug}`,
  summary: 'Elektronický podpis smluv',
  body: 'Dlouhodobá archivace dokumentů',
})

/** The index writer: only new or changed documents are stemmed and written; a stop ends it. */
describe('search index writes', () => {
  const rowsOf = async (prefix: string) => {
    const db = searchSql(await testPayload())
    return db.query<{ source_key: string; title: string; title_stems: string; updated_at: string }>(
      `SELECT source_key, title, title_stems, updated_at::text AS updated_at FROM ${searchTables().documents}
       WHERE split_part(source_key, ':', 1) = $1 ORDER BY source_key`,
      [prefix],
    )
  }

  it('writes nothing on a sync of unchanged items, and rewrites only a changed one', async () => {
    const db = searchSql(await testPayload())
    const prefix = `synctest${unique()}`
    const sync = (documents: SearchDocumentInput[]) =>
      syncProviderSearchIndex(db, null as never, [{ prefix, read: async () => documents }])

    expect((await sync([item(prefix, 'a'), item(prefix, 'b')])).lists[prefix]).toEqual({
      read: 2,
      changed: 2,
      removed: 0,
    })
    const first = await rowsOf(prefix)
    expect(first.map(({ source_key }) => source_key)).toEqual([`${prefix}:a`, `${prefix}:b`])

    expect((await sync([item(prefix, 'a'), item(prefix, 'b')])).lists[prefix]).toEqual({
      read: 2,
      changed: 0,
      removed: 0,
    })
    expect(await rowsOf(prefix)).toEqual(first)

    const changed = await sync([item(prefix, 'a'), item(prefix, 'b', 'Kvalifikované razítko')])
    expect(changed.lists[prefix]).toEqual({ read: 2, changed: 1, removed: 0 })
    const [a, b] = await rowsOf(prefix)
    expect(a).toEqual(first[0])
    expect(b?.title).toBe('Kvalifikované razítko')
    expect(b?.title_stems).toContain('razitk')
    expect(b?.updated_at).not.toBe(first[1]?.updated_at)

    await deleteVanishedSearchDocuments(db, [prefix], [])
  })

  it('ends a paced write at once when its signal is aborted during a pause', async () => {
    const db = searchSql(await testPayload())
    const prefix = `synctest${unique()}`
    const documents = Array.from({ length: 250 }, (_, index) => item(prefix, `c${index}`))
    const stopping = new AbortController()
    // a pause 99× as long as its batch: the abort falls into the pause after the first batch
    const write = upsertSearchDocuments(db, documents, {
      signal: stopping.signal,
      dutyCycle: 0.01,
    })
    await expect.poll(async () => (await rowsOf(prefix)).length, { interval: 20 }).toBe(100)
    const stoppedAt = performance.now()
    stopping.abort(new Error('zastavuje se'))
    await expect(write).rejects.toThrow('zastavuje se')
    expect(performance.now() - stoppedAt).toBeLessThan(200)
    expect((await rowsOf(prefix)).length).toBe(100)

    // the next write does the rest, and only the rest
    expect(await upsertSearchDocuments(db, documents)).toBe(150)
    await deleteVanishedSearchDocuments(db, [prefix], [])
  })
})
