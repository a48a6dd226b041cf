import { describe, expect, it } from 'vitest'

import type { SearchDocumentInput } from '@/search/searchDocument'
import { searchIndex } from '@/search/searchIndex'
import { deleteVanishedSearchDocuments, upsertSearchDocuments } from '@/search/writeSearchDocuments'

import { testPayload } from '../../support/payload'
import { searchSql } from './searchFixture'
import { searchMarker } from '../../support/searchMarker'

/** A made-up word (letters only) no other test's document contains. */
const marker = () => searchMarker('zkusebnislovo')

/**
 * The order of results (searchIndex.ts): title matches (the shorter title first), then summary
 * matches, then matches in the body only, newest first; a page may reach from the ranked ones
 * into the body-only ones, and every match is on exactly one page.
 */
describe('search ranking and pages', () => {
  it('orders title, summary, then body-only matches (newest first), each on exactly one page', async () => {
    const db = searchSql(await testPayload())
    const word = marker()
    const prefix = `ranking${word.slice(-6)}`
    const doc = (
      slug: string,
      fields: Partial<SearchDocumentInput> & { publishedAt?: Date },
    ): SearchDocumentInput => ({
      sourceKey: `${prefix}:${slug}`,
      source: 'provider',
      kind: 'article',
      title: 'Novinky',
      url: `/blog/${prefix}-${slug}`,
      summary: 'Krátce o tom, co je nového.',
      body: 'Podrobnosti najdete v textu.',
      ...fields,
    })
    const day = (d: number) => new Date(Date.UTC(2026, 0, d))
    await upsertSearchDocuments(db, [
      doc('body-old', { body: `Starší zmínka: ${word}.`, publishedAt: day(1) }),
      doc('title-long', { title: `${word} a mnoho dalších slov v nadpisu`, publishedAt: day(2) }),
      doc('body-new', { body: `Nejnovější zmínka: ${word}.`, publishedAt: day(9) }),
      doc('summary', { summary: `Shrnutí, které zmiňuje ${word}.`, publishedAt: day(3) }),
      doc('body-event', { kind: 'event', body: `Na akci: ${word}.`, publishedAt: day(5) }),
      doc('title-short', { title: word, publishedAt: day(1) }),
      doc('body-mid', { body: `Zmínka: ${word}.`, publishedAt: day(4) }),
    ])
    try {
      const all = await searchIndex(db, { query: word, limit: 50, offset: 0, withKinds: true })
      const slugs = all.hits.map(({ url }) => url.replace(`/blog/${prefix}-`, ''))
      expect(slugs).toEqual([
        'title-short',
        'title-long',
        'summary',
        'body-new',
        'body-event',
        'body-mid',
        'body-old',
      ])
      expect(all.total).toBe(7)
      expect(all.kinds).toEqual({ article: 6, event: 1 })
      expect(all.hits.slice(3).every(({ score }) => score === 0)).toBe(true)

      // pages of 3: the second reaches from the summary match into the body-only ones; the same
      // whether the counts per kind run beside the page (results page) or in its statement
      for (const withKinds of [false, true]) {
        const pages = []
        for (let offset = 0; offset < 9; offset += 3) {
          const page = await searchIndex(db, { query: word, limit: 3, offset, withKinds })
          expect(page.total).toBe(7)
          pages.push(...page.hits.map(({ url }) => url))
        }
        expect(pages).toEqual(all.hits.map(({ url }) => url))

        const events = await searchIndex(db, {
          query: word,
          kind: 'event',
          limit: 3,
          offset: 0,
          withKinds,
        })
        expect(events.hits.map(({ url }) => url)).toEqual([`/blog/${prefix}-body-event`])
        expect(events.total).toBe(1)
        // the counts per kind are over the whole query, whatever the kind filter
        expect(events.kinds).toEqual(withKinds ? { article: 6, event: 1 } : {})
        const past = await searchIndex(db, {
          query: word,
          kind: 'article',
          limit: 3,
          offset: 6,
          withKinds,
        })
        expect(past.hits).toEqual([])
        expect(past.total).toBe(6)
      }
    } finally {
      await deleteVanishedSearchDocuments(db, [prefix], [])
    }
  })
  it('shows documents with any of the words when no document of the wanted kind has them all', async () => {
    const db = searchSql(await testPayload())
    const [first, second] = [marker(), marker()]
    const prefix = `anyword${first.slice(-6)}`
    const doc = (slug: string, fields: Partial<SearchDocumentInput>): SearchDocumentInput => ({
      sourceKey: `${prefix}:${slug}`,
      source: 'provider',
      kind: 'article',
      title: 'Novinky',
      url: `/${prefix}/${slug}`,
      summary: 'Krátce o tom, co je nového.',
      body: 'Podrobnosti najdete v textu.',
      ...fields,
    })
    await upsertSearchDocuments(db, [
      doc('first-in-title', { title: `${first} v nadpisu` }),
      doc('second-in-summary', { summary: `Shrnutí, které zmiňuje ${second}.` }),
      doc('both-at-event', { kind: 'event', body: `Na akci: ${first} a ${second}.` }),
    ])
    const slugs = (hits: { url: string }[]) => hits.map(({ url }) => url.split('/').pop())
    try {
      for (const withKinds of [false, true]) {
        const request = { query: `${first} ${second}`, limit: 10, offset: 0, withKinds }
        // the event has both words: every word is searched
        const all = await searchIndex(db, request)
        expect(slugs(all.hits)).toEqual(['both-at-event'])
        expect(all.total).toBe(1)
        expect(all.kinds).toEqual(withKinds ? { event: 1 } : {})
        // no article has both: any word, among the articles, counted per kind over all
        const articles = await searchIndex(db, { ...request, kind: 'article' })
        expect(slugs(articles.hits)).toEqual(['first-in-title', 'second-in-summary'])
        expect(articles.total).toBe(2)
        expect(articles.kinds).toEqual(withKinds ? { article: 2, event: 1 } : {})
        // a word no document has: any word again, the body-only match after the ranked one
        const unknown = await searchIndex(db, {
          ...request,
          query: `${first} ${marker().replace('zkusebni', 'neznam')}`,
        })
        expect(slugs(unknown.hits)).toEqual(['first-in-title', 'both-at-event'])
        expect(unknown.total).toBe(2)
      }
    } finally {
      await deleteVanishedSearchDocuments(db, [prefix], [])
    }
  })
})
