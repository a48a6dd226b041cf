'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Rendered only in draft mode: when the admin saves (autosave included) it posts a document event
 * to the preview, and the page re-renders on the server with the newest draft.
 */
export function LivePreviewListener() {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const data: unknown = event.data
      if (
        data &&
        typeof data === 'object' &&
        'type' in data &&
        data.type === 'payload-document-event'
      ) {
        router.refresh()
      }
    }
    window.addEventListener('message', onMessage)
    // The admin waits for this before it talks to a preview in a separate window.
    const admin = window.opener ?? (window.parent === window ? null : window.parent)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
