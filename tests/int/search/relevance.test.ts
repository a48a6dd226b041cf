import { beforeAll, describe, expect, it } from 'vitest'

import { searchTables } from '@/search/searchTables'
import { siteSearch } from '@/search/siteSearch'

import { CZECH_PARADIGMS } from '../../fixtures/czechParadigms'
import { testPayload } from '../../support/payload'
import { sandboxForFile } from '../provider/sandboxHarness'
import { RELEVANCE_SET } from './relevanceSet'
import { buildSearchIndex, searchSql } from './searchFixture'

/** The share of the relevance set that must find an expected result in its top 3. */
const PRECISION_AT_3 = 0.95

describe('search relevance (Czech)', () => {
  const sandbox = sandboxForFile()

  beforeAll(async () => {
    const payload = await testPayload()
    const built = await buildSearchIndex(payload, sandbox.url())
    expect(built.cms).toBeGreaterThan(60)
  }, 300_000)

  it(`finds an expected result in the top 3 for at least ${PRECISION_AT_3 * 100} % of ${RELEVANCE_SET.length} queries`, async () => {
    const db = searchSql(await testPayload())
    const failures: string[] = []
    for (const { query, expected, case: kind } of RELEVANCE_SET) {
      const { results } = await siteSearch(db, { query, limit: 3 })
      const top = results.map(({ url }) => url)
      if (process.env.SEARCH_RELEVANCE_VERBOSE) console.info(`„${query}“ → ${top.join(', ')}`)
      if (!top.some((url) => expected.includes(url))) {
        failures.push(
          `  „${query}“${kind ? ` (${kind})` : ''}: čekáno ${expected.join(' | ')}, nalezeno ${top.join(', ') || 'nic'}`,
        )
      }
    }
    const precision = (RELEVANCE_SET.length - failures.length) / RELEVANCE_SET.length
    console.info(
      `[search] precision@3 = ${precision.toFixed(3)} (${RELEVANCE_SET.length - failures.length}/${RELEVANCE_SET.length})` +
        (failures.length ? `\n[search] chyby:\n${failures.join('\n')}` : ''),
    )
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(120)
    expect(precision, failures.join('\n')).toBeGreaterThanOrEqual(PRECISION_AT_3)
  })

  it('finds the page titled with a soft-declension noun from every form of it', async () => {
    // The visitor's report: „pečeti“ (genitive of pečeť, soft declension) found fewer results
    // than „pečeť“, without the page titled „Elektronická pečeť“ among the first five.
    const db = searchSql(await testPayload())
    for (const form of CZECH_PARADIGMS.pečeť!) {
      const { results } = await siteSearch(db, { query: form, limit: 3 })
      expect({ form, top: results.map(({ url }) => url) }).toEqual({
        form,
        top: expect.arrayContaining(['/elektronicka-pecet']),
      })
    }
  })

  it('finds every page that writes a noun in any case and number, whatever form is typed', async () => {
    const db = searchSql(await testPayload())
    const documents = await db.query<{ url: string; text: string }>(
      `SELECT url, concat_ws(' ', title, summary, body) AS text FROM ${searchTables().documents}`,
    )
    for (const [noun, forms] of Object.entries(CZECH_PARADIGMS)) {
      const anyForm = new RegExp(`(?<!\\p{L})(${forms.join('|')})(?!\\p{L})`, 'iu')
      const writing = documents.filter(({ text }) => anyForm.test(text)).map(({ url }) => url)
      expect({ noun, writing: writing.length }).not.toEqual({ noun, writing: 0 })
      for (const form of forms) {
        const { results, total } = await siteSearch(db, { query: form, limit: 200 })
        const found = results.map(({ url }) => url)
        expect(total).toBeLessThan(200)
        expect({ form, missing: writing.filter((url) => !found.includes(url)) }).toEqual({
          form,
          missing: [],
        })
      }
    }
  })
})
