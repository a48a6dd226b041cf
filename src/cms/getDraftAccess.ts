import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload, type TypedUser } from 'payload'
import { cache } from 'react'

import { isStaffUser } from '@/lib/auth/isStaffUser'

/**
 * What a request may read of content with drafts (the homepage, pages):
 * - `published`: not in draft mode; the cached published versions.
 * - `drafts`: draft mode and a signed-in editor or admin; drafts read as that user, so access
 *   control decides.
 * - `revoked`: draft mode without a staff session (signed out, session expired, account deleted,
 *   a copied cookie); published versions, and draft mode has to be turned off.
 */
export type DraftAccess =
  { kind: 'published' } | { kind: 'drafts'; user: TypedUser } | { kind: 'revoked' }

/**
 * The one rule for draft reads, decided on every request. Next's draft-mode cookie is one value
 * per build and outlives the session that obtained it, so it only asks for drafts: the user
 * signed in on this request decides. Checked once per render (React `cache`).
 */
export const getDraftAccess = cache(async (): Promise<DraftAccess> => {
  if (!(await draftMode()).isEnabled) return { kind: 'published' }
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return user && isStaffUser(user) ? { kind: 'drafts', user } : { kind: 'revoked' }
})
