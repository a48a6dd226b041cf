import { describe, expect, it } from 'vitest'

import { brokenInternalLinks } from '@/lib/prepublish/checks/brokenInternalLinks'
import { emptyBlocks } from '@/lib/prepublish/checks/emptyBlocks'
import { missingAltText } from '@/lib/prepublish/checks/missingAltText'
import {
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  seoTitleAndDescription,
} from '@/lib/prepublish/checks/seoTitleAndDescription'
import { skippedHeadingLevels } from '@/lib/prepublish/checks/skippedHeadingLevels'

import { lookups } from './documents'

describe('missingAltText', () => {
  it('flags images whose alt text is empty or blank, as errors on the field that uses them', () => {
    const media = [
      { id: 1, path: 'layout.0.image' },
      { id: 2, path: 'meta.image' },
      { id: 3, path: 'layout.1.richText' },
      { id: 4, path: 'layout.2.image' },
    ]
    const issues = missingAltText(
      { media },
      lookups({
        mediaAlt: new Map([
          ['1', 'Tým 602'],
          ['2', '   '],
          ['3', null],
        ]),
      }),
    )
    expect(issues).toEqual([
      expect.objectContaining({ severity: 'error', path: 'meta.image' }),
      expect.objectContaining({ severity: 'error', path: 'layout.1.richText' }),
    ])
    expect(issues[0]?.message).toMatch(/alternativní text/)
  })
})

describe('brokenInternalLinks', () => {
  const status = lookups({
    pageStatus: new Map([
      ['1', { published: true, title: 'O nás' }],
      ['2', { published: false, title: 'Připravujeme' }],
    ]),
    reachablePaths: new Set(['o-nas', 'sofa/funkce']),
  })

  it('flags links to deleted and to unpublished pages, not to published ones', () => {
    const issues = brokenInternalLinks(
      {
        pageLinks: [
          { id: 1, path: 'a' },
          { id: 2, path: 'b' },
          { id: 99, path: 'c' },
        ],
        sitePaths: [],
      },
      status,
    )
    expect(issues.map(({ path, severity }) => [path, severity])).toEqual([
      ['b', 'error'],
      ['c', 'error'],
    ])
    expect(issues[0]?.message).toContain('nezveřejněnou stránku „Připravujeme“')
    expect(issues[1]?.message).toContain('neexistuje')
  })

  it('accepts site paths of published pages and code routes, flags the rest', () => {
    const values = [
      '/',
      '/o-nas',
      '/o-nas/',
      '/o-nas?utm=x#cenik',
      '/sofa/funkce',
      '/blog',
      '/blog/nejaky-clanek',
      '/eshop',
      '/neexistuje',
      '/pripravujeme',
    ]
    const issues = brokenInternalLinks(
      { pageLinks: [], sitePaths: values.map((value, index) => ({ value, path: `p${index}` })) },
      status,
    )
    expect(issues.map(({ path }) => path)).toEqual(['p8', 'p9'])
    expect(issues[0]?.message).toContain('/neexistuje')
  })
})

describe('seoTitleAndDescription', () => {
  it('warns about a missing or over-long title and description, at the right field', () => {
    const long = (length: number) => 'x'.repeat(length)
    expect(seoTitleAndDescription('pages', {}).map(({ path }) => path)).toEqual([
      'meta.title',
      'meta.description',
    ])
    expect(seoTitleAndDescription('homepage', {}).map(({ path }) => path)).toEqual([
      'meta.title',
      'meta.description',
    ])
    expect(
      seoTitleAndDescription('pages', {
        meta: { title: long(SEO_TITLE_MAX), description: long(SEO_DESCRIPTION_MAX) },
      }),
    ).toEqual([])
    const tooLong = seoTitleAndDescription('homepage', {
      meta: { title: long(SEO_TITLE_MAX + 1), description: long(SEO_DESCRIPTION_MAX + 1) },
    })
    expect(tooLong.map(({ severity }) => severity)).toEqual(['warning', 'warning'])
    expect(tooLong[0]?.message).toContain(`${SEO_TITLE_MAX + 1} znaků`)
  })
})

describe('skippedHeadingLevels', () => {
  it('flags a heading that skips a level, in page order', () => {
    const issues = skippedHeadingLevels({
      headings: [
        { level: 2, path: 'a' },
        { level: 3, path: 'b' },
        { level: 2, path: 'c' },
        { level: 4, path: 'd' },
        { level: 3, path: 'e' },
      ],
    })
    expect(issues).toEqual([expect.objectContaining({ path: 'd', severity: 'warning' })])
    expect(skippedHeadingLevels({ headings: [{ level: 3, path: 'x' }] })).toHaveLength(1)
  })
})

describe('emptyBlocks', () => {
  it('warns about each empty block', () => {
    expect(emptyBlocks({ emptyBlocks: [{ blockType: 'content', path: 'layout.3' }] })).toEqual([
      expect.objectContaining({ severity: 'warning', path: 'layout.3' }),
    ])
  })
})
