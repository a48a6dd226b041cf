'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { requestPayment } from '../client/startPayment'
import { shopProvider } from '../client/shopProvider'
import { useHydratedShop } from '../client/useHydratedShop'
import { useShopErrorHandler } from '../client/useShopErrorHandler'
import { shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import { Pending } from './Pending'
import styles from './shop.module.css'
import { SubmitButton } from './SubmitButton'

interface Outcome {
  status: string
  /** The provider's explanation (spec 8 errorDescription). */
  description: string | null
}

const headlineByStatus: Record<string, string> = {
  cancelled: 'Platba byla zrušena.',
  failed: 'Platba se nezdařila.',
}

/** The payment gateway's return address: verifies the result and shows what happened. */
export function PaymentAuthorize() {
  const router = useRouter()
  const params = useSearchParams()
  const hydrated = useHydratedShop()
  const handleError = useShopErrorHandler()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [retrying, setRetrying] = useState(false)
  // Verifying the same gateway answer again is safe (the provider settles each attempt once);
  // paying again would not be, so a failed verification is retried, not the payment.
  const [verifyAttempt, setVerifyAttempt] = useState(0)
  const verified = useRef(-1)
  const orderId = params.get('order_id')

  useEffect(() => {
    if (!hydrated || verified.current === verifyAttempt || !orderId) return
    verified.current = verifyAttempt
    shopProvider()
      .then((client) => client.verifyPayment(orderId, new URLSearchParams(params.toString())))
      .then((verification) => {
        if (verification.paid) {
          useShopStore.getState().markPaid(orderId)
          router.replace(shopRoutes.finish)
          return
        }
        // the order stays: a retry asks for a new payment link for it, nothing is re-entered
        useShopStore.getState().setSubmittedOrderId(orderId)
        setOutcome({ status: verification.status, description: verification.message })
      })
      .catch((failure: unknown) => {
        const message = handleError(failure, { withServerMessage: true })
        if (message) {
          const described =
            failure instanceof Error && 'serverMessage' in failure && failure.serverMessage
              ? String(failure.serverMessage)
              : message
          setError(described)
        }
      })
  }, [hydrated, verifyAttempt, orderId, params, router, handleError])

  const retry = async () => {
    if (!orderId || retrying) return
    setRetrying(true)
    try {
      window.location.assign(await requestPayment(orderId))
    } catch (failure) {
      const message = handleError(failure)
      if (message) setError(message)
      setRetrying(false)
    }
  }

  if (error || !orderId) {
    return (
      <div className={styles.alert} role="alert">
        <p>
          Platbu se nepodařilo ověřit.{' '}
          {error ?? 'V odpovědi platební brány chybí číslo objednávky.'}
        </p>
        {orderId && (
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              setError(null)
              setVerifyAttempt((attempt) => attempt + 1)
            }}
          >
            Ověřit platbu znovu
          </button>
        )}
        <Link className={styles.buttonSecondary} href={shopRoutes.stepFour}>
          Zpět k fakturačním údajům
        </Link>
      </div>
    )
  }
  if (!outcome) return <Pending label="Ověřujeme platbu…" />
  return (
    <div className={styles.card}>
      <div className={styles.alert} role="alert">
        <p>
          <strong>Platba neproběhla.</strong>
        </p>
        <p>
          {outcome.description ?? headlineByStatus[outcome.status] ?? 'Zkuste to prosím znovu.'}
        </p>
        <p>Objednávka č. {orderId} zůstává uložená, nic nemusíte vyplňovat znovu.</p>
      </div>
      <div className={styles.actions}>
        <SubmitButton
          type="button"
          loading={retrying}
          loadingLabel="Připravujeme platbu…"
          onClick={() => void retry()}
        >
          Zkusit zaplatit znovu
        </SubmitButton>
        <Link href={shopRoutes.stepFour}>Upravit fakturační údaje</Link>
      </div>
    </div>
  )
}
