'use client'

import { useSyncExternalStore } from 'react'

import { ERROR_CHECK, ErrorReportingCheck } from './errorCheck'

const nothingToWatch = () => () => {}

/**
 * Renders nothing on the server and while hydrating; the render after hydration, in the
 * browser, throws (error.tsx shows in place of the page).
 */
export function BrowserRenderError() {
  const inBrowser = useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  )
  if (inBrowser) throw new ErrorReportingCheck(ERROR_CHECK.browser.message)
  return null
}
