import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeSitePath } from '@/lib/routes/safeSitePath'

export async function GET(request: Request) {
  ;(await draftMode()).disable()
  redirect(safeSitePath(new URL(request.url).searchParams.get('path')))
}
