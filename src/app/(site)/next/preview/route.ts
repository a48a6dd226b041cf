import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isStaffUser } from '@/lib/auth/isStaffUser'
import { safeSitePath } from '@/lib/routes/safeSitePath'

/**
 * The admin's live preview opens pages through here: only a signed-in editor gets draft mode
 * (drafts, no cache) and is sent on to the page. The cookie only asks for drafts: every draft
 * read checks the session again (src/cms/getDraftAccess.ts).
 */
export async function GET(request: Request) {
  const path = safeSitePath(new URL(request.url).searchParams.get('path'))
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) {
    return new Response('Náhled konceptů je jen pro přihlášené redaktory.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  ;(await draftMode()).enable()
  redirect(path)
}
