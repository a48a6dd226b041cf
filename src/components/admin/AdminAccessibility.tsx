'use client'

import { type MouseEvent, type ReactNode, useEffect } from 'react'

import { startAdminRepairs } from '@/upstream/adminRepairs/applyAdminRepairs'

import './adminAccessibility.css'
import { useFocusHeadingAfterNavigation } from './useFocusHeadingAfterNavigation'

/**
 * Moves focus to the screen's work (true when it did): the edit form's first field, else a
 * list's first result (its title link), else the screen's heading.
 */
function focusContent(): boolean {
  const target =
    document.querySelector<HTMLElement>(
      '.document-fields__main :is(input:not([type=hidden]), textarea, [contenteditable=true])',
    ) ??
    document.querySelector<HTMLElement>('.collection-list .table tbody tr a[href]') ??
    document.querySelector<HTMLElement>('main h1, h1')
  if (!target) return false
  if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.tabIndex = -1
  target.focus()
  return true
}

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  if (focusContent()) event.preventDefault()
}

/**
 * Alt+S (Option+S on a Mac) from anywhere does what the skip link does (docs/redakce.md). Not an
 * HTML access key: browsers give those different modifiers, and Ctrl+Alt (AltGr on a Czech
 * keyboard, for typing) never triggers it.
 */
function skipOnAltS(event: KeyboardEvent) {
  if (event.code !== 'KeyS' || !event.altKey || event.ctrlKey || event.metaKey) return
  if (focusContent()) event.preventDefault()
}

/**
 * The admin's frame for accessibility: Payload's markup repaired (src/upstream/adminRepairs), a
 * skip link with Alt+S, and focus on the heading of each new screen.
 */
export function AdminAccessibility({ children }: { children?: ReactNode }) {
  useFocusHeadingAfterNavigation()
  useEffect(() => {
    const stopRepairs = startAdminRepairs()
    // Tests wait for it before checking a screen: the repairs have run.
    document.documentElement.dataset.adminAccessibility = 'ready'
    document.addEventListener('keydown', skipOnAltS)
    return () => {
      stopRepairs()
      document.removeEventListener('keydown', skipOnAltS)
    }
  }, [])
  return (
    <>
      <a className="admin-skip-link" href="#main-content" onClick={skipToContent}>
        Přeskočit na obsah
      </a>
      {children}
    </>
  )
}
