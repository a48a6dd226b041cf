'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useRef } from 'react'
import { useShallow } from 'zustand/react/shallow'

import { shopProvider } from '../client/shopProvider'
import { useHydratedShop } from '../client/useHydratedShop'
import { useShopErrorHandler } from '../client/useShopErrorHandler'
import { type GuardedStep, type GuardState, guardStep } from '../guards'
import { shopRoutes } from '../routes'
import { type ShopState, useShopStore } from '../store/useShopStore'
import { Pending } from './Pending'
import { SessionNotice } from './SessionNotice'

export function guardStateOf(state: ShopState): GuardState {
  const product = state.selectedProduct
  const licence = state.licence
  return {
    hasSelectedProduct: product !== null,
    loggedIn: Boolean(state.authToken),
    quantity: state.quantity,
    canBeBought:
      product && licence && licence.productId === product.id ? licence.canBeBought : null,
    paymentType: state.paymentType,
    submittedOrderId: state.submittedOrderId,
  }
}

/**
 * Renders a checkout step only when the guards of spec 4 let the customer in, judged after the
 * persisted draft has been read; until then (and on the way to a redirect) `pending`, by default
 * a spinner, and while the licence is checked a spinner.
 */
export function StepGuard({
  step,
  pending = <Pending />,
  children,
}: {
  step: GuardedStep
  /** What the server renders and the page shows until the draft has been read. */
  pending?: React.ReactNode
  children: React.ReactNode
}) {
  const router = useRouter()
  const hydrated = useHydratedShop()
  // shallow: the guard builds a new object on every call
  const decision = useShopStore(useShallow((state) => guardStep(step, guardStateOf(state))))
  const selectedProductId = useShopStore((state) => state.selectedProduct?.id ?? null)
  const handleError = useShopErrorHandler()
  const checking = useRef(false)

  const decisionKind = decision.kind
  const redirectTo = decision.kind === 'redirect' ? decision.to : null

  useEffect(() => {
    if (!hydrated) return
    if (redirectTo) {
      router.replace(shopRoutes[redirectTo])
      return
    }
    if (decisionKind !== 'check-licence' || selectedProductId === null || checking.current) return
    checking.current = true
    shopProvider()
      .then((client) => client.checkLicence(selectedProductId))
      .then((canBeBought) => useShopStore.getState().setLicence(selectedProductId, canBeBought))
      .catch((error: unknown) => {
        const message = handleError(error)
        if (message === null) return
        // spec 8: a failed licence check means the product cannot be bought (back to the cart)
        useShopStore.getState().setLicence(selectedProductId, false, message)
      })
      .finally(() => {
        checking.current = false
      })
  }, [hydrated, redirectTo, decisionKind, selectedProductId, router, handleError])

  if (!hydrated || decision.kind === 'redirect') return pending
  if (decision.kind === 'check-licence') return <Pending label="Ověřujeme licenci…" />
  return (
    <>
      <SessionNotice />
      {children}
    </>
  )
}
