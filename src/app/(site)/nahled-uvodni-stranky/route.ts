import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { hasRole } from '@/access/hasRole'

/**
 * Live preview of the homepage: a logged-in editor gets draft mode (drafts rendered on every
 * request) and is sent to `/`. `?konec` turns draft mode off again.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const mode = await draftMode()
  if (url.searchParams.has('konec')) {
    mode.disable()
    redirect('/')
  }
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user, 'admin') && !hasRole(user, 'editor')) {
    return new Response('Náhled je dostupný jen přihlášeným redaktorům.', {
      status: 401,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  mode.enable()
  redirect('/')
}
