'use client'

import type React from 'react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { RecordingModal } from './RecordingModal'
import { RecordingModalContext } from './RecordingModalContext'
import { RECORDINGS_LIST_PATH, recordingSlugFromPath, restoreScroll } from './recordingScroll'

interface Props {
  /** Server-rendered modal bodies by slug, so no sanitiser or card code ships to the browser. */
  views: Record<string, React.ReactNode>
  children: React.ReactNode
}

/**
 * Spec 4 "recording item": closed → modal open (address is the recording's) → closed (address
 * back at the list). Opening pushes a history entry and closing goes back, so the browser's
 * back button closes the modal too; the list never unmounts and its scroll offset is put back.
 */
export function RecordingsBrowser({ views, children }: Props) {
  const [openSlug, setOpenSlug] = useState<string | null>(null)
  const scrollOffset = useRef(0)
  /** The link that opened the modal: focus returns there when it closes (the dialog unmounts). */
  const opener = useRef<HTMLElement | null>(null)
  const router = useRouter()

  const open = useCallback(
    (slug: string) => {
      if (!(slug in views)) {
        router.push(`${RECORDINGS_LIST_PATH}/${encodeURIComponent(slug)}`)
        return
      }
      scrollOffset.current = window.scrollY
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      window.history.pushState(null, '', `${RECORDINGS_LIST_PATH}/${encodeURIComponent(slug)}`)
      setOpenSlug(slug)
    },
    [views, router],
  )

  useEffect(() => {
    const onPopState = () => {
      const slug = recordingSlugFromPath(window.location.pathname)
      if (slug && slug in views) {
        setOpenSlug(slug)
        return
      }
      setOpenSlug(null)
      // after React has removed the modal and unlocked the page
      requestAnimationFrame(() => {
        restoreScroll(scrollOffset.current)
        opener.current?.focus({ preventScroll: true })
      })
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [views])

  const close = useCallback(() => window.history.back(), [])

  return (
    <RecordingModalContext.Provider value={open}>
      {children}
      {openSlug ? (
        <RecordingModal labelledBy={`recording-title-${openSlug}`} onClose={close}>
          {views[openSlug]}
        </RecordingModal>
      ) : null}
    </RecordingModalContext.Provider>
  )
}
