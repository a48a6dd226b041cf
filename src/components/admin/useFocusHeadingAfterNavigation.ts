'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** How long a new screen may take to render its heading. */
const WAIT_MS = 3000

/**
 * After the admin moves to another screen, keyboard and screen-reader users start at its heading
 * (Payload leaves focus on the body). Only when nothing else has focus: a field the screen
 * focused itself, or one the person already clicked, keeps it.
 */
export function useFocusHeadingAfterNavigation() {
  const pathname = usePathname()
  useEffect(() => {
    const started = performance.now()
    let frame = 0
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>('main h1, .template-default h1, h1')
      const idle = !document.activeElement || document.activeElement === document.body
      if (heading && idle) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
        heading.focus({ preventScroll: true })
        return
      }
      if (!heading && idle && performance.now() - started < WAIT_MS) {
        frame = requestAnimationFrame(tryFocus)
      }
    }
    frame = requestAnimationFrame(tryFocus)
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}
