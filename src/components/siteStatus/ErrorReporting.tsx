'use client'

import { useEffect } from 'react'

import { bufferEarlyErrors } from '@/lib/errorReporting/earlyErrorBuffer'
import { startBrowserReporting } from '@/lib/errorReporting/startBrowserReporting'
import { whenPageIdle } from '@/lib/errorReporting/whenPageIdle'

/**
 * Starts browser error reporting when the deployment has a DSN. Uncaught errors and unhandled
 * rejections are then reported by the SDK's global handlers; the visitor sees nothing.
 *
 * The SDK is the largest script of the site and its start the longest task after hydration
 * (issue 30: at 4× CPU slowdown about 0.2 s to evaluate and start, the page-load trace as much
 * again when it ends), so it starts once the page is idle after load, with a break between
 * loading and starting and its start itself in short tasks (startBrowserReporting.ts,
 * initBrowserErrorReporting.ts); errors thrown before it runs are kept and reported then.
 */
export function ErrorReporting() {
  useEffect(() => {
    let cancelled = false
    const early = bufferEarlyErrors(window)
    const cancelStart = whenPageIdle(() => {
      void startBrowserReporting().then((sdk) => {
        // Same task as the SDK's last integration (its global handlers): none lost, none twice.
        const caught = early.drain()
        if (cancelled || !sdk) return
        sdk.reportEarlyErrors(caught)
        document.documentElement.dataset.errorReporting = 'on'
      })
    })
    return () => {
      cancelled = true
      cancelStart()
      early.drain()
    }
  }, [])
  return null
}
