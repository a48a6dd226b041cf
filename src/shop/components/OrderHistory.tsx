'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { formatDateTime } from '@/lib/dates/formatPragueDate'
import type { OrderRecord } from '@/provider/mappers/myOrders'

import { saveFile } from '../client/saveFile'
import { shopProvider } from '../client/shopProvider'
import { useHydratedShop } from '../client/useHydratedShop'
import { useShopErrorHandler } from '../client/useShopErrorHandler'
import { formatPriceCzk } from '../formatPrice'
import { orderStatusLabel } from '../orderStatus'
import { loginHref, shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import styles from './OrderHistory.module.css'
import { Pending } from './Pending'
import shop from './shop.module.css'
import { SubmitButton } from './SubmitButton'

function InvoiceButton({ invoiceId }: { invoiceId: string }) {
  const handleError = useShopErrorHandler()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const download = async () => {
    setLoading(true)
    setError(null)
    try {
      const client = await shopProvider()
      const file = await client.downloadInvoice(invoiceId)
      saveFile(file.blob, file.filename.endsWith('.pdf') ? file.filename : `${file.filename}.pdf`)
    } catch (failure) {
      const message = handleError(failure)
      if (message) setError(`Fakturu se nepodařilo stáhnout. ${message}`)
    } finally {
      setLoading(false)
    }
  }
  return (
    <>
      <SubmitButton
        type="button"
        secondary
        loading={loading}
        loadingLabel="Stahujeme…"
        onClick={download}
      >
        Stáhnout fakturu {invoiceId} (PDF)
      </SubmitButton>
      {error ? (
        <p className={shop.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** The logged-in customer's orders (spec 7 my orders) with their invoices. */
export function OrderHistory() {
  const hydrated = useHydratedShop()
  const token = useShopStore((state) => state.authToken)
  const handleError = useShopErrorHandler()
  const [orders, setOrders] = useState<OrderRecord[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!hydrated || !token) return
    let current = true
    shopProvider()
      .then((client) => client.getMyOrders())
      .then((loaded) => {
        if (current) setOrders(loaded)
      })
      .catch((failure: unknown) => {
        if (!current) return
        // spec 8: a failed list is emptied
        setOrders([])
        setError(handleError(failure))
      })
    return () => {
      current = false
    }
  }, [hydrated, token, attempt, handleError])

  if (!hydrated) return <Pending />
  if (!token) {
    return (
      <div className={shop.card}>
        <p>Přehled objednávek a faktury uvidíte po přihlášení ke svému účtu.</p>
        <div className={shop.actions}>
          <a className={shop.button} href={loginHref({ orders: true })}>
            Přihlásit se
          </a>
        </div>
      </div>
    )
  }
  if (error) {
    return (
      <div className={shop.alert} role="alert">
        <p>Objednávky se nepodařilo načíst. {error}</p>
        <button
          type="button"
          className={shop.buttonSecondary}
          onClick={() => {
            setError(null)
            setOrders(null)
            setAttempt((count) => count + 1)
          }}
        >
          Zkusit znovu
        </button>
      </div>
    )
  }
  if (orders === null) return <Pending label="Načítáme objednávky…" />
  if (orders.length === 0) {
    return (
      <div className={shop.card}>
        <p>Zatím u nás nemáte žádnou objednávku.</p>
        <Link className={shop.button} href={shopRoutes.stepOne}>
          Vybrat licenci
        </Link>
      </div>
    )
  }
  return (
    <ul className={styles.list} aria-label="Objednávky">
      {orders.map((order) => (
        <li key={String(order.id)} className={styles.order} data-testid="order">
          <div>
            <h2 className={styles.heading}>Objednávka č. {String(order.id)}</h2>
            <p className={styles.meta}>
              {formatDateTime(order.created)} ·{' '}
              <span className={order.status === 'paid' ? styles.badgePaid : styles.badge}>
                {orderStatusLabel(order.status)}
              </span>
            </p>
            <ul className={styles.items}>
              {order.items.map((item) => (
                <li key={String(item.productId)}>
                  {item.title} – {item.count} ks × {formatPriceCzk(item.unitPriceCzk)}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.side}>
            <span className={styles.total}>{formatPriceCzk(order.totalCzk)}</span>
            {order.invoiceId !== null ? (
              <InvoiceButton invoiceId={String(order.invoiceId)} />
            ) : (
              <span className={shop.muted}>Faktura bude k dispozici po zaplacení</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
