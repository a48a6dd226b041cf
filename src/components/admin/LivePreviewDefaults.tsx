'use client'

import { useLivePreviewContext } from '@payloadcms/ui'
import { useEffect } from 'react'

import { LivePreviewFit } from '@/upstream/LivePreviewFit'

/** The live preview's first size: the first breakpoint we configure (src/lib/preview). */
const DEFAULT_BREAKPOINT = 'mobile'

/**
 * Live preview opens on "Mobil" (most visitors come on a phone) instead of Payload's full-pane
 * "Responsive"; an editor's own choice afterwards stays. Every size wider than the pane is shown
 * whole, scaled down (src/upstream/LivePreviewFit.tsx). Beside the document controls of the
 * documents that have live preview (`beforeDocumentControls`).
 */
export function LivePreviewDefaults() {
  const { breakpoint, breakpoints, setBreakpoint } = useLivePreviewContext()
  const hasDefault = breakpoints?.some((candidate) => candidate.name === DEFAULT_BREAKPOINT)

  useEffect(() => {
    if (hasDefault && breakpoint === 'responsive') setBreakpoint(DEFAULT_BREAKPOINT)
    // Once, when the edit view opens: later choices are the editor's.
  }, [hasDefault]) // eslint-disable-line react-hooks/exhaustive-deps

  return <LivePreviewFit />
}
