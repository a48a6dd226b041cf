import type { Payload } from 'payload'

import { brokenInternalLinks } from '@/lib/prepublish/checks/brokenInternalLinks'
import { fieldsOf } from '@/lib/prepublish/checkDocument'
import { collectDocumentFacts } from '@/lib/prepublish/collectDocumentFacts'
import { loadPrepublishLookups } from '@/lib/prepublish/loadPrepublishLookups'
import type { DocumentFacts } from '@/lib/prepublish/types'

import { globalEditHref, pageEditHref } from './adminHref'

export type PageWithBrokenLinks = { title: string; href: string; messages: string[] }

/** More published pages than the site has (about 100): the whole site is read in one query. */
const PAGE_LIMIT = 1000

/**
 * Published pages (and the homepage) as visitors see them whose links lead to a deleted or
 * unpublished page, or to a site path that is no page: the pre-publish link check over the site,
 * with one lookup for all of them.
 */
export async function findPagesWithBrokenLinks(payload: Payload): Promise<PageWithBrokenLinks[]> {
  const [pages, homepage] = await Promise.all([
    payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      depth: 0,
      limit: PAGE_LIMIT,
      sort: 'title',
      overrideAccess: true,
    }),
    payload.findGlobal({ slug: 'homepage', depth: 0, overrideAccess: true }),
  ])
  const pageFields = fieldsOf(payload, 'pages')
  const documents: { title: string; href: string; facts: DocumentFacts }[] = [
    ...(homepage._status === 'published'
      ? [
          {
            title: 'Úvodní stránka',
            href: globalEditHref('homepage'),
            facts: collectDocumentFacts(fieldsOf(payload, 'homepage'), homepage),
          },
        ]
      : []),
    ...pages.docs.map((page) => ({
      title: page.title || 'Bez názvu',
      href: pageEditHref(page.id),
      facts: collectDocumentFacts(pageFields, page),
    })),
  ]
  const lookups = await loadPrepublishLookups(payload, {
    media: [],
    pageLinks: documents.flatMap(({ facts }) => facts.pageLinks),
    sitePaths: documents.flatMap(({ facts }) => facts.sitePaths),
  })
  return documents.flatMap(({ title, href, facts }) => {
    const issues = brokenInternalLinks(facts, lookups)
    return issues.length ? [{ title, href, messages: issues.map(({ message }) => message) }] : []
  })
}
