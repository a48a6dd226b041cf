'use client'

import Link from 'next/link'
import type React from 'react'

import { dataLayerAttributes } from '@/lib/analytics/dataLayer'

import { useOpenRecording } from './RecordingModalContext'

/**
 * Opens a recording: on the recordings list as a modal over the list (the address changes to the
 * recording's own), elsewhere as the recording's page. Modified clicks keep the browser's own
 * behaviour (new tab, new window). Every click is counted as `webinar_video` (by the layout's dataLayerClicksScript).
 */
export function RecordingLink({
  slug,
  className,
  children,
}: {
  slug: string
  className?: string
  children: React.ReactNode
}) {
  const openRecording = useOpenRecording()
  return (
    <Link
      href={`/udalosti/zaznamy/${slug}`}
      className={className}
      {...dataLayerAttributes({ event: 'webinar_video', video: slug })}
      onClick={(event) => {
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
        if (!openRecording || modified || event.button !== 0) return
        event.preventDefault()
        openRecording(slug)
      }}
    >
      {children}
    </Link>
  )
}
