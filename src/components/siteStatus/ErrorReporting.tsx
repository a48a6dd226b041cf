'use client'

import { useEffect } from 'react'

import { loadClientConfig } from '@/lib/clientConfig/clientConfig'

/**
 * Starts browser error reporting when the deployment has a DSN. Uncaught errors and unhandled
 * rejections are then reported by the SDK's global handlers; the visitor sees nothing.
 */
export function ErrorReporting() {
  useEffect(() => {
    let cancelled = false
    void loadClientConfig().then(async (config) => {
      if (cancelled || !config?.sentryDsn) return
      const { initBrowserErrorReporting } =
        await import('@/lib/errorReporting/initBrowserErrorReporting')
      initBrowserErrorReporting({ ...config, sentryDsn: config.sentryDsn })
      document.documentElement.dataset.errorReporting = 'on'
    })
    return () => {
      cancelled = true
    }
  }, [])
  return null
}
