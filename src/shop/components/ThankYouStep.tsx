'use client'

import Link from 'next/link'

import { shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import styles from './shop.module.css'

/** The end of the checkout: the paid order and where to find its invoice. */
export function ThankYouStep() {
  const orderId = useShopStore((state) => state.submittedOrderId)
  const email = useShopStore((state) => state.email)
  return (
    <div className={styles.card}>
      <p className={styles.success} role="status">
        Platba proběhla úspěšně. Objednávka č. <strong data-testid="order-id">{orderId}</strong> je
        zaplacená.
      </p>
      <p>
        Potvrzení jsme poslali na {email ? <strong>{email}</strong> : 'váš e-mail'}. Fakturu si
        můžete kdykoli stáhnout v přehledu svých objednávek.
      </p>
      <div className={styles.actions}>
        <Link className={styles.button} href={shopRoutes.orderHistory}>
          Moje objednávky a faktury
        </Link>
        <Link href={shopRoutes.stepOne}>Zpět do e-shopu</Link>
      </div>
    </div>
  )
}
