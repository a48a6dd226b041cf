import type { Payload } from 'payload'

import { globalEditRecordKey, pageEditRecordKey } from '@/lib/editRecords/editRecordKey'

import { globalEditHref, pageEditHref } from './adminHref'
import { editorName } from './editorName'

export type UnpublishedDraft = {
  title: string
  href: string
  editedBy: string | null
  updatedAt: string | null
}

/** Globals written with drafts, as the dashboard names them. */
const DRAFT_GLOBALS = [
  { slug: 'homepage', title: 'Úvodní stránka' },
  { slug: 'info-banner', title: 'Informační pruh' },
  { slug: 'header', title: 'Hlavička' },
  { slug: 'footer', title: 'Patička' },
] as const

const LIMIT = 50

/**
 * Documents whose newest version is a draft: never published, or changed since publishing.
 * Newest first; who saved last comes from `edit-records` (versions do not record a user).
 */
export async function findUnpublishedDrafts(payload: Payload): Promise<UnpublishedDraft[]> {
  const [pages, ...globals] = await Promise.all([
    payload.find({
      collection: 'pages',
      draft: true,
      where: { _status: { equals: 'draft' } },
      select: { title: true, updatedAt: true },
      depth: 0,
      sort: '-updatedAt',
      limit: LIMIT,
      overrideAccess: true,
    }),
    ...DRAFT_GLOBALS.map(({ slug }) =>
      payload.findGlobal({ slug, draft: true, depth: 0, overrideAccess: true }),
    ),
  ])
  const drafts = [
    ...pages.docs.map((page) => ({
      key: pageEditRecordKey(page.id),
      title: page.title || 'Bez názvu',
      href: pageEditHref(page.id),
      updatedAt: page.updatedAt ?? null,
    })),
    ...DRAFT_GLOBALS.flatMap(({ slug, title }, index) => {
      const doc = globals[index] as { _status?: string | null; updatedAt?: string | null }
      return doc._status === 'draft' && doc.updatedAt
        ? [
            {
              key: globalEditRecordKey(slug),
              title,
              href: globalEditHref(slug),
              updatedAt: doc.updatedAt,
            },
          ]
        : []
    }),
  ]
  const records = drafts.length
    ? await payload.find({
        collection: 'edit-records',
        where: { document: { in: drafts.map(({ key }) => key) } },
        select: { document: true, user: true },
        populate: { users: { name: true, email: true } },
        depth: 1,
        limit: drafts.length,
        pagination: false,
        overrideAccess: true,
      })
    : null
  const editors = new Map(records?.docs.map((record) => [record.document, editorName(record.user)]))
  return drafts
    .map(({ key, ...draft }) => ({ ...draft, editedBy: editors.get(key) ?? null }))
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))
}
