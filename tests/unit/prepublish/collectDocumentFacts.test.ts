import type { CollectionConfig, Config, GlobalConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { Pages as pagesBeforePlugins } from '@collections/Pages'
import { Homepage as homepageBeforePlugins } from '@globals/Homepage'

import { searchResultPlugin } from '@/fields/seo/searchResultPlugin'
import { collectDocumentFacts } from '@/lib/prepublish/collectDocumentFacts'

import { heading, paragraph, richText } from './documents'

// The fields as the running admin has them: the SEO plugin adds the `meta` tab.
let Pages: CollectionConfig
let Homepage: GlobalConfig
beforeAll(async () => {
  const config = await searchResultPlugin()({
    collections: [pagesBeforePlugins],
    globals: [homepageBeforePlugins],
  } as Config)
  Pages = config.collections![0]!
  Homepage = config.globals![0]!
})

describe('collectDocumentFacts (the walk along the real Pages and Homepage fields)', () => {
  it('finds media, links and headings with the form paths the admin uses', () => {
    const facts = collectDocumentFacts(Pages.fields, {
      title: 'O nás',
      hero: { actions: [{ link: { type: 'page', page: 7, label: 'Kontakt' } }] },
      layout: [
        {
          blockType: 'introduction',
          heading: 'Úvod',
          image: 3,
          buttonURL: { type: 'path', path: '/neexistuje' },
        },
        {
          blockType: 'content',
          heading: 'Obsah',
          richText: richText(heading('h4'), {
            type: 'upload',
            relationTo: 'media',
            value: { id: 9, alt: '' },
          }),
        },
      ],
      meta: { image: 5 },
    })
    expect(facts.pageLinks).toEqual([{ id: 7, path: 'hero.actions.0.link.page' }])
    expect(facts.sitePaths).toEqual([{ value: '/neexistuje', path: 'layout.0.buttonURL.path' }])
    expect(facts.media).toEqual([
      { id: 3, path: 'layout.0.image' },
      { id: 9, path: 'layout.1.richText' },
      { id: 5, path: 'meta.image' },
    ])
    expect(facts.headings).toEqual([
      { level: 1, path: 'layout.0.heading' },
      { level: 2, path: 'layout.1.heading' },
      { level: 4, path: 'layout.1.richText' },
    ])
    expect(facts.emptyBlocks).toEqual([])
  })

  it('reads links inside rich text: internal page links and site paths, not external ones', () => {
    const link = (fields: object) => ({ type: 'link', version: 1, fields, children: [] })
    const facts = collectDocumentFacts(Homepage.fields, {
      layout: [
        {
          blockType: 'content',
          richText: richText({
            type: 'paragraph',
            children: [
              link({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 4 } } }),
              link({ linkType: 'custom', url: '/o-nas' }),
              link({ linkType: 'custom', url: 'https://example.com/' }),
              link({ linkType: 'custom', url: '//evil.example/' }),
            ],
          }),
        },
      ],
    })
    expect(facts.pageLinks).toEqual([{ id: 4, path: 'layout.0.richText' }])
    expect(facts.sitePaths).toEqual([{ value: '/o-nas', path: 'layout.0.richText' }])
  })

  it('calls a block empty only when it needs content and shows none', () => {
    const facts = collectDocumentFacts(Pages.fields, {
      layout: [
        { blockType: 'content', anchor: 'kotva', richText: richText(paragraph('  ')) },
        { blockType: 'cards', items: [] },
        { blockType: 'newsList', limit: 3 },
        { blockType: 'content', richText: richText(paragraph('Text')) },
      ],
    })
    expect(facts.emptyBlocks).toEqual([
      { blockType: 'content', path: 'layout.0' },
      { blockType: 'cards', path: 'layout.1' },
    ])
  })
})

describe('deep rich text (issue 38)', () => {
  it('walks 9,000 levels without overflowing the stack, in reading order', async () => {
    const { collectDocumentFacts } = await import('@/lib/prepublish/collectDocumentFacts')
    let node: Record<string, unknown> = { type: 'heading', tag: 'h2', children: [] }
    for (let level = 0; level < 9000; level++) node = { type: 'listitem', children: [node] }
    const fields = [{ name: 'content', type: 'richText' }] as never
    const data = {
      content: {
        root: {
          type: 'root',
          children: [{ type: 'heading', tag: 'h3', children: [] }, node],
        },
      },
    }
    const facts = collectDocumentFacts(fields, data)
    expect(facts.headings.map((heading) => heading.level)).toEqual([3, 2])
  })
})
