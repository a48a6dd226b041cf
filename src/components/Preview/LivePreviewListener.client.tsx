'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * Rendered only in draft mode: Payload's own live-preview listener for server-rendered pages.
 * When the admin saves (autosave included) it posts a document event to the preview, and the page
 * re-renders on the server with the newest draft, without a reload. `serverURL` is Payload's
 * (SITE_URL): only its messages are heard, and the "ready" message goes only to it.
 */
export function LivePreviewListener({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={router.refresh} serverURL={serverURL} />
}
