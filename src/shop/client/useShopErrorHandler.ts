'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

import { isSessionExpired, providerErrorMessage } from '@/provider/errors'

import { shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'

/**
 * Spec 8 for every shop call: a 401/403 drops the token, keeps the message and sends the
 * customer to the cart (route stepTwo); any other failure returns its message for the screen.
 */
export function useShopErrorHandler() {
  const router = useRouter()
  return useCallback(
    (error: unknown): string | null => {
      if (isSessionExpired(error)) {
        useShopStore.getState().expireSession()
        router.push(shopRoutes.stepTwo)
        return null
      }
      console.error('[shop]', error)
      return providerErrorMessage(error)
    },
    [router],
  )
}
