import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { Page } from '@/payload-types'
import { titleWithCompanyName } from '@/lib/seo/searchResultText'
import { seoLengths } from '@/lib/seo/seoLengths'

import { allPages } from './content'
import type { SeedBlock, SeedLink, SeedPage } from './content/types'
import { richText } from './richText'

type PageIds = Map<string, number>
type PageData = Omit<Page, 'id' | 'createdAt' | 'updatedAt'>

const EXTERNAL = /^(https?:|mailto:|tel:)/

/** A seed link as the link field stores it: a page reference when the page exists already. */
export function toLinkValue(link: Pick<SeedLink, 'to' | 'newTab'>, ids: PageIds) {
  if (EXTERNAL.test(link.to)) {
    return { type: 'url' as const, url: link.to, newTab: link.newTab ?? true }
  }
  const [path = '/', hash] = link.to.split('#')
  const id = ids.get(path.slice(1))
  if (id)
    return { type: 'page' as const, page: id, hash: hash || null, newTab: link.newTab ?? false }
  return { type: 'path' as const, path: link.to, newTab: link.newTab ?? false }
}

const labelledLink = (link: SeedLink, ids: PageIds) => ({
  link: { ...toLinkValue(link, ids), label: link.label },
})

function toBlock(block: SeedBlock, ids: PageIds): NonNullable<Page['layout']>[number] {
  switch (block.type) {
    case 'content':
      return {
        blockType: 'content',
        heading: block.heading,
        anchor: block.anchor,
        richText: richText(block.text),
      }
    case 'cards':
      return {
        blockType: 'cards',
        heading: block.heading,
        intro: block.intro,
        anchor: block.anchor,
        items: block.items.map((item) => ({
          label: item.title,
          text: item.text,
          link: item.link
            ? { ...toLinkValue(item.link, ids), label: item.link.label }
            : { type: 'path', path: null, label: null },
        })),
      }
    case 'faq':
      return {
        blockType: 'faq',
        heading: block.heading,
        intro: block.intro,
        anchor: block.anchor,
        items: block.items.map((item) => ({ label: item.q, answer: richText(item.a) })),
      }
    case 'cta':
      return {
        blockType: 'cta',
        heading: block.heading,
        text: block.text,
        links: block.links.map((link) => labelledLink(link, ids)),
      }
    case 'newsList':
      return { blockType: 'newsList', heading: block.heading, limit: block.limit }
    case 'experience':
      return { blockType: 'experience', heading: block.heading }
    case 'booking':
      return {
        blockType: 'booking',
        heading: block.heading,
        text: block.text,
        linkText: block.linkText,
      }
    case 'form':
      return {
        blockType: 'form',
        form: block.form,
        title: block.title,
        thankYouTitle: block.thankYouTitle,
        thankYouText: block.thankYouText,
        confirmationPage: block.confirmation ? ids.get(block.confirmation) : undefined,
      }
  }
}

/**
 * The whole <title> the site renders for the page, so the SEO tab shows and measures it; left
 * empty (the site renders the same from the page's name) where it exceeds the server's limit.
 */
function seededSearchTitle(name: string): string | undefined {
  const whole = titleWithCompanyName(name)
  return whole.length <= seoLengths.title.max ? whole : undefined
}

function toPageData(page: SeedPage, ids: PageIds): PageData {
  return {
    title: page.title,
    path: page.path,
    kind: page.kind ?? 'page',
    publishedAt: page.publishedAt,
    language: page.language ?? 'cs',
    hero: {
      eyebrow: page.eyebrow,
      lead: page.lead,
      actions: page.actions?.map((link) => labelledLink(link, ids)),
    },
    layout: page.blocks.map((block) => toBlock(block, ids)),
    meta: {
      title: seededSearchTitle(page.title),
      description: page.description ?? page.lead?.slice(0, seoLengths.description.max),
      noIndex: page.noIndex,
    },
    _status: 'published',
  }
}

/**
 * Creates every seeded page that does not exist yet (by path) and returns the ids of all pages by
 * path, for the menus and redirects. Pages are listed so that most link targets come first; a
 * link to a page created later in the run is stored as a site path.
 */
export async function seedPages(payload: Payload): Promise<PageIds> {
  // One transaction for all pages: a hundred commits (and their disk syncs) become one.
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  await initTransaction(req)
  try {
    const ids = await createMissingPages(payload, req)
    await commitTransaction(req)
    return ids
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function createMissingPages(payload: Payload, req: PayloadRequest): Promise<PageIds> {
  const existing = await payload.find({
    collection: 'pages',
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
    select: { path: true },
    req,
  })
  const ids: PageIds = new Map(existing.docs.map((doc) => [doc.path, doc.id]))
  for (const page of allPages) {
    if (ids.has(page.path)) continue
    const created = await payload.create({
      collection: 'pages',
      data: toPageData(page, ids),
      depth: 0,
      overrideAccess: true,
      context: { disableRevalidate: true },
      req,
    })
    ids.set(page.path, created.id)
  }
  return ids
}
