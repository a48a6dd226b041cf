'use client'

import { useEffect } from 'react'

import { loadClientConfig } from '@/lib/clientConfig/clientConfig'
import { bufferEarlyErrors } from '@/lib/errorReporting/earlyErrorBuffer'
import { whenPageIdle } from '@/lib/errorReporting/whenPageIdle'

/** Lets the browser run a pending task (an input, a frame) between two long pieces of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Starts browser error reporting when the deployment has a DSN. Uncaught errors and unhandled
 * rejections are then reported by the SDK's global handlers; the visitor sees nothing.
 *
 * The SDK is the largest script of the site and its start the longest task after hydration
 * (issue 30: at 4× CPU slowdown about 0.2 s to evaluate and start, the page-load trace as much
 * again when it ends), so it starts once the page is idle after load, with a break between
 * loading and starting and its start itself in short tasks (initBrowserErrorReporting.ts);
 * errors thrown before it runs are kept and reported then.
 */
export function ErrorReporting() {
  useEffect(() => {
    let cancelled = false
    const early = bufferEarlyErrors(window)
    const cancelStart = whenPageIdle(() => {
      void loadClientConfig().then(async (config) => {
        if (cancelled) return
        if (!config?.sentryDsn) {
          early.drain()
          return
        }
        const { initBrowserErrorReporting, reportEarlyErrors } =
          await import('@/lib/errorReporting/initBrowserErrorReporting')
        await yieldToBrowser()
        if (cancelled) return
        await initBrowserErrorReporting({ ...config, sentryDsn: config.sentryDsn }, yieldToBrowser)
        reportEarlyErrors(early.drain())
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
