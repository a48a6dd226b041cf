'use client'

import { type ReactNode, useEffect } from 'react'

const TIME_INPUT = '.schedule-publish .react-datepicker__input-container input:not([aria-label])'
const CLEAR_BUTTON = '.schedule-publish .date-time-picker__clear-button:not([aria-label])'

/** What Payload's schedule drawer leaves unnamed, named in Czech (and a clear button big enough). */
function nameScheduleDrawerControls(): void {
  for (const input of document.querySelectorAll<HTMLInputElement>(TIME_INPUT)) {
    input.setAttribute('aria-label', 'Datum a čas (Praha)')
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(CLEAR_BUTTON)) {
    button.setAttribute('aria-label', 'Vymazat datum a čas')
    // WCAG 2.2 target size: at least 24 × 24 px
    button.style.minWidth = '24px'
    button.style.minHeight = '24px'
  }
}

/**
 * Payload's schedule drawer ("Naplánovat publikaci") labels its date field with a <label> that
 * points at no input, and its clear button has no name and a 20 px target (axe: "label",
 * "button-name", "target-size", serious). Until Payload fixes them, they are named here whenever
 * the drawer opens. A provider of the admin, so it runs on every admin screen.
 */
export function ScheduleDrawerLabels({ children }: { children: ReactNode }) {
  useEffect(() => {
    const observer = new MutationObserver(nameScheduleDrawerControls)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return children
}
