'use client'

import Link from 'next/link'

import { shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import styles from './shop.module.css'

/** The end of the checkout: the order and where to find its invoice. */
export function ThankYouStep() {
  const orderId = useShopStore((state) => state.submittedOrderId)
  // only a verification seen by this page load may claim the payment went through
  const paid = useShopStore((state) => state.paidOrderId !== null && state.paidOrderId === orderId)
  return (
    <div className={styles.card}>
      {paid ? (
        <p className={styles.success} role="status">
          Platba proběhla úspěšně. Objednávka č. <strong data-testid="order-id">{orderId}</strong>{' '}
          je zaplacená.
        </p>
      ) : (
        <p className={styles.notice} role="status">
          Vaše objednávka má číslo <strong data-testid="order-id">{orderId}</strong>. Stav její
          platby vidíte v přehledu objednávek.
        </p>
      )}
      <p>Fakturu si po zaplacení můžete kdykoli stáhnout v přehledu svých objednávek.</p>
      <div className={styles.actions}>
        <Link className={styles.button} href={shopRoutes.orderHistory}>
          Moje objednávky a faktury
        </Link>
        <Link href={shopRoutes.stepOne}>Zpět do e-shopu</Link>
      </div>
    </div>
  )
}
