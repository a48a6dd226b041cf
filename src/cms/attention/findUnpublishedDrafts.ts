import type { Payload } from 'payload'

import type { User } from '@/payload-types'

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
 * Newest first; who saved last comes from `lastEditedBy` (versions do not record a user).
 */
export async function findUnpublishedDrafts(payload: Payload): Promise<UnpublishedDraft[]> {
  const pages = await payload.find({
    collection: 'pages',
    draft: true,
    where: { _status: { equals: 'draft' } },
    select: { title: true, updatedAt: true, lastEditedBy: true },
    populate: { users: { name: true, email: true } },
    depth: 1,
    sort: '-updatedAt',
    limit: LIMIT,
    overrideAccess: true,
  })
  const globals = await Promise.all(
    DRAFT_GLOBALS.map(async ({ slug, title }) => {
      const doc = (await payload.findGlobal({
        slug,
        draft: true,
        depth: 1,
        populate: { users: { name: true, email: true } },
        overrideAccess: true,
      })) as {
        _status?: string | null
        updatedAt?: string | null
        lastEditedBy?: number | User | null
      }
      return doc._status === 'draft' && doc.updatedAt
        ? [
            {
              title,
              href: globalEditHref(slug),
              editedBy: editorName(doc.lastEditedBy),
              updatedAt: doc.updatedAt,
            },
          ]
        : []
    }),
  )
  const drafts: UnpublishedDraft[] = [
    ...pages.docs.map((page) => ({
      title: page.title || 'Bez názvu',
      href: pageEditHref(page.id),
      editedBy: editorName(page.lastEditedBy),
      updatedAt: page.updatedAt ?? null,
    })),
    ...globals.flat(),
  ]
  return drafts.sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))
}
