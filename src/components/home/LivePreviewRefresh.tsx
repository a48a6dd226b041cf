'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Server-side live preview: the admin posts `payload-document-event` to the preview frame after
 * every (auto)save, and the draft is rendered again on the server. Rendered in draft mode only.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const data: unknown = event.data
      if (
        typeof data === 'object' &&
        data &&
        (data as { type?: unknown }).type === 'payload-document-event'
      ) {
        router.refresh()
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
