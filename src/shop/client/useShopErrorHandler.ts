'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

import { errorForLog } from '@/lib/logging/errorLine'
import { reportProviderFailure } from '@/provider/reportProviderFailure'
import { isSessionExpired, providerErrorMessage } from '@/provider/errors'

import { shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'

type ReportOptions = Parameters<typeof reportProviderFailure>[1]

/**
 * Spec 8 for every shop call: a 401/403 drops the token, keeps the message and sends the
 * customer to the cart (route stepTwo); any other failure goes to the global error state and
 * returns its message for the screen.
 */
export function useShopErrorHandler() {
  const router = useRouter()
  return useCallback(
    (error: unknown, options?: ReportOptions): string | null => {
      if (isSessionExpired(error)) {
        useShopStore.getState().expireSession()
        router.push(shopRoutes.stepTwo)
        return null
      }
      console.error('[shop]', errorForLog(error))
      reportProviderFailure(error, options)
      return providerErrorMessage(error)
    },
    [router],
  )
}
