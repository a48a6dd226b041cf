'use client'

import { formatPriceMinor } from '../formatPrice'
import { parseQuantity } from '../parseQuantity'
import { useShopStore } from '../store/useShopStore'
import styles from './shop.module.css'

/** The side box of the checkout steps: what is being bought and for how much. */
export function OrderSummary() {
  const product = useShopStore((state) => state.selectedProduct)
  const quantity = parseQuantity(useShopStore((state) => state.quantity))
  if (!product) return null
  const count = Math.max(quantity, 0)
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 className={styles.summaryTitle} id="order-summary-title">
        Souhrn objednávky
      </h2>
      <p className={styles.summaryRow}>
        <span>{product.title}</span>
      </p>
      <p className={styles.summaryRow}>
        <span className={styles.muted}>Cena za kus</span>
        <span>{formatPriceMinor(product.priceMinor)}</span>
      </p>
      <p className={styles.summaryRow}>
        <span className={styles.muted}>Počet</span>
        <span>{count} ks</span>
      </p>
      <p className={styles.summaryTotal}>
        <span>Celkem bez DPH</span>
        <span data-testid="order-total">{formatPriceMinor(product.priceMinor * count)}</span>
      </p>
    </aside>
  )
}
