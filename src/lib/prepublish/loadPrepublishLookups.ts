import type { Payload, PayloadRequest } from 'payload'

import { pagePathOfSitePath } from './checks/brokenInternalLinks'
import type { DocumentFacts, PrepublishLookups } from './types'

/** Ids in this database are serial integers; anything else cannot name a document. */
const validIds = (ids: readonly (number | string)[]): number[] => [
  ...new Set(ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)),
]

/**
 * The few rows the checks need for one document: alt texts of its media, status of the pages it
 * links to, and which of the site paths it names are published pages or redirects. Four queries at most.
 */
export async function loadPrepublishLookups(
  payload: Payload,
  facts: Pick<DocumentFacts, 'media' | 'pageLinks' | 'sitePaths'>,
  req?: Partial<PayloadRequest>,
): Promise<PrepublishLookups> {
  const mediaIds = validIds(facts.media.map(({ id }) => id))
  const pageIds = validIds(facts.pageLinks.map(({ id }) => id))
  const paths = [
    ...new Set(
      facts.sitePaths
        .map(({ value }) => pagePathOfSitePath(value))
        .filter((path): path is string => Boolean(path)),
    ),
  ]
  const [media, pages, published, redirected] = await Promise.all([
    mediaIds.length
      ? payload.find({
          collection: 'media',
          where: { id: { in: mediaIds } },
          select: { alt: true },
          depth: 0,
          limit: mediaIds.length,
          pagination: false,
          req,
        })
      : null,
    pageIds.length
      ? payload.find({
          collection: 'pages',
          where: { id: { in: pageIds } },
          select: { _status: true, title: true },
          depth: 0,
          limit: pageIds.length,
          pagination: false,
          req,
        })
      : null,
    paths.length
      ? payload.find({
          collection: 'pages',
          where: { and: [{ path: { in: paths } }, { _status: { equals: 'published' } }] },
          select: { path: true },
          depth: 0,
          limit: paths.length,
          pagination: false,
          req,
        })
      : null,
    // An old address with a redirect still takes the visitor somewhere.
    paths.length
      ? payload.find({
          collection: 'redirects',
          where: { from: { in: paths.map((path) => `/${path}`) } },
          select: { from: true },
          depth: 0,
          limit: paths.length,
          pagination: false,
          req,
        })
      : null,
  ])
  return {
    mediaAlt: new Map(media?.docs.map((doc) => [String(doc.id), doc.alt]) ?? []),
    pageStatus: new Map(
      pages?.docs.map((doc) => [
        String(doc.id),
        { published: doc._status === 'published', title: doc.title },
      ]) ?? [],
    ),
    reachablePaths: new Set([
      ...(published?.docs.map((doc) => doc.path) ?? []),
      ...(redirected?.docs.map((doc) => doc.from.replace(/^\//, '')) ?? []),
    ]),
  }
}
