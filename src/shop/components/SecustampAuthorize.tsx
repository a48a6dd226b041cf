'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { errorForLog } from '@/lib/logging/errorLine'
import { reportProviderFailure } from '@/provider/reportProviderFailure'

import { shopProvider } from '../client/shopProvider'
import { useHydratedShop } from '../client/useHydratedShop'
import { loginHref, safeNextPath, shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import { Pending } from './Pending'
import styles from './shop.module.css'

export const LOGIN_FAILED_MESSAGE =
  'Přihlášení se nepodařilo dokončit. Platnost odkazu mohla vypršet – přihlaste se prosím znovu.'

/**
 * The identity service's return address: trades its one-time token for the session token and
 * continues where the customer was (or to the order history for authorize-orders).
 */
export function SecustampAuthorize({ toOrders }: { toOrders: boolean }) {
  const router = useRouter()
  const params = useSearchParams()
  const hydrated = useHydratedShop()
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)
  const identityToken = params.get('token')
  const next = safeNextPath(params.get('next'))

  useEffect(() => {
    if (!hydrated || started.current || !identityToken) return
    started.current = true
    shopProvider()
      .then((client) => client.exchangeSession(identityToken))
      .then((session) => {
        useShopStore.getState().logIn({ token: session.token, email: session.email })
        const hasProduct = useShopStore.getState().selectedProduct !== null
        const target = toOrders
          ? shopRoutes.orderHistory
          : (next ?? (hasProduct ? shopRoutes.stepThree : shopRoutes.stepOne))
        // replace: the one-time token must not stay in the history
        router.replace(target)
      })
      .catch((failure: unknown) => {
        console.error('[shop] session exchange failed:', errorForLog(failure))
        reportProviderFailure(failure)
        setError(LOGIN_FAILED_MESSAGE)
      })
  }, [hydrated, identityToken, next, toOrders, router])

  if (error || !identityToken) {
    return (
      <div className={styles.alert} role="alert">
        <p>{error ?? LOGIN_FAILED_MESSAGE}</p>
        <a
          className={styles.button}
          href={loginHref(toOrders ? { orders: true } : { next: next ?? undefined })}
        >
          Přihlásit se znovu
        </a>
      </div>
    )
  }
  return <Pending label="Dokončujeme přihlášení…" />
}
