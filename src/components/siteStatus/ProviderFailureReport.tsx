'use client'

import { useEffect } from 'react'

import { useGlobalError } from '@/lib/globalError/globalErrorStore'

/**
 * Rendered by a server component whose section degraded because a provider call failed: on mount
 * it puts the failure in the global error state (spec 8), so the notice shows over an intact page.
 * `failureId` is unique per server render, so the same render never shows the notice twice.
 */
export function ProviderFailureReport({ error, failureId }: { error: string; failureId: string }) {
  useEffect(() => {
    useGlobalError.getState().setError(error, null, failureId)
  }, [error, failureId])
  return null
}
