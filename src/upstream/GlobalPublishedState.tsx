'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's edit view of a global with drafts reads the published version with
 * `select: { updatedAt: true }` and then asks for its `_status`, which that select left out
 * (@payloadcms/next 3.90.2 `views/Document/getVersions.js`): every such global counts as never
 * published, so one with a pending draft shows "Koncept" instead of "Změněno" and no "Vrátit se
 * ke zveřejněné verzi". Beside the document controls (`beforeDocumentControls`), this reads the
 * published version once and tells the document what Payload would have known; Payload's own
 * status line and revert then work as on pages. Checked by
 * tests/unit/upstream/globalPublishedState.test.ts.
 */
export function GlobalPublishedState() {
  const { globalSlug, hasPublishedDoc, setHasPublishedDoc } = useDocumentInfo()

  useEffect(() => {
    if (!globalSlug || hasPublishedDoc) return
    let current = true
    fetch(`/api/globals/${globalSlug}?depth=0&select[_status]=true`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: { _status?: string } | null) => {
        if (current && doc?._status === 'published') setHasPublishedDoc(true)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [globalSlug, hasPublishedDoc, setHasPublishedDoc])

  return null
}
