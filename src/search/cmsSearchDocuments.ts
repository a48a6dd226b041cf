import { plainText } from '@/lib/html/plainText'
import type { JobPosting, Page, PressRelease } from '@/payload-types'

import { MAX_BODY_CHARS, type SearchDocumentInput } from './searchDocument'

/** Keys of block data that hold no visitor-readable text (ids, settings, addresses). */
const NOT_TEXT = new Set([
  'id',
  'blockType',
  'blockName',
  'url',
  'href',
  'path',
  'slug',
  'anchor',
  'icon',
  'variant',
  'style',
  'theme',
  'background',
  'backgroundClass',
  'buttonClass',
  'form',
  'formKind',
  'type',
  'format',
  'mode',
  'direction',
  'version',
  'indent',
  'alt',
  'filename',
  'mimeType',
  'embed',
  'embedUrl',
  'videoUrl',
  'video',
  'image',
  'logo',
  'media',
  'email',
  'phone',
  'newTab',
  'reference',
  'relationTo',
  'layout',
  'size',
  'align',
  'columns',
  'audience',
  'createdAt',
  'updatedAt',
  'dataLayerEvent',
  'page',
  'link',
  'links',
  'actions',
  'buttons',
  'doc',
  'value',
])

const looksLikeText = (value: string) =>
  /\p{L}{2}/u.test(value) && !/^(https?:|mailto:|tel:|\/|#)/.test(value) && !/^[\w-]+$/.test(value)

/** The readable text of a page's blocks: strings of text fields and rich text, in order. */
export function blockText(value: unknown, parts: string[] = [], depth = 0): string[] {
  if (depth > 12 || value === null || value === undefined) return parts
  if (typeof value === 'string') {
    if (looksLikeText(value)) parts.push(value)
    return parts
  }
  if (Array.isArray(value)) {
    for (const item of value) blockText(item, parts, depth + 1)
    return parts
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (record.root && typeof record.root === 'object') {
      parts.push(plainText(record as { root: { children?: unknown } }))
      return parts
    }
    for (const [key, inner] of Object.entries(record)) {
      if (!NOT_TEXT.has(key)) blockText(inner, parts, depth + 1)
    }
  }
  return parts
}

const joined = (parts: string[]) => parts.join('\n').slice(0, MAX_BODY_CHARS)

export const pageSourceKey = (id: number | string) => `pages:${id}`

/** Paths that are never search results whatever their settings: the e-shop's steps. */
const NEVER_FOUND = /^(eshop|secustamp|payment)(\/|$)/

/**
 * The index document of a page as visitors see it, or null when it must not be found: not
 * published, `noIndex` (search engines told to skip it), "Nezobrazovat ve vyhledávání", or an
 * e-shop step.
 */
export function pageSearchDocument(page: Page): SearchDocumentInput | null {
  if (page._status !== 'published') return null
  if (page.meta?.noIndex || page.meta?.excludeFromSearch) return null
  if (NEVER_FOUND.test(page.path)) return null
  const summary = page.meta?.description || page.hero?.lead || ''
  return {
    sourceKey: pageSourceKey(page.id),
    source: 'cms',
    kind: 'page',
    title: page.title,
    url: `/${page.path}`,
    summary,
    body: joined([
      ...(page.hero?.eyebrow ? [page.hero.eyebrow] : []),
      ...(page.hero?.lead && page.hero.lead !== summary ? [page.hero.lead] : []),
      ...blockText(page.layout),
    ]),
    publishedAt: page.publishedAt ? new Date(page.publishedAt) : null,
  }
}

/** The collections of dated entries that are search results, with their kind and section. */
export const SEARCHABLE_ENTRIES = {
  'press-releases': { kind: 'press-release', section: '/pro-media' },
  'job-postings': { kind: 'job', section: '/kariera' },
} as const

export type SearchableEntryCollection = keyof typeof SEARCHABLE_ENTRIES

export const entrySourceKey = (collection: SearchableEntryCollection, id: number | string) =>
  `${collection}:${id}`

/** The index document of a press release or job posting; null unless published. */
export function entrySearchDocument(
  collection: SearchableEntryCollection,
  entry: PressRelease | JobPosting,
): SearchDocumentInput | null {
  if (entry._status !== 'published') return null
  const { kind, section } = SEARCHABLE_ENTRIES[collection]
  const location = 'location' in entry ? [entry.location] : []
  return {
    sourceKey: entrySourceKey(collection, entry.id),
    source: 'cms',
    kind,
    title: entry.title,
    url: `${section}/${entry.slug}`,
    summary: entry.perex,
    body: joined([...location, plainText(entry.content)]),
    publishedAt: new Date(entry.publishedAt),
  }
}
