import { inlineScripts } from '@/lib/preHydration/inlineScripts'
import Link from 'next/link'

import { shopRoutes } from '../routes'
import { CART_LOGIN_NOTICE } from './cartLoginNotice'
import styles from './shop.module.css'

/**
 * Room for a text only the stored draft knows (product, price, count). Inside a text line, so
 * that the line is as high as the text's (also where its parent is a flex row).
 */
function Placeholder({ width }: { width: string }) {
  return (
    <span aria-hidden="true">
      <span className={styles.placeholder} style={{ width }} />
    </span>
  )
}

/**
 * The cart step as the server can paint it, until the browser has read the stored draft: the
 * same boxes as CartStep, its fixed texts, and placeholders where the product goes. The login
 * notice is shown unless the inline script finds a stored login (before the first paint), so
 * the first visit paints it from the HTML and a logged-in customer never sees it. Nothing here
 * claims what the cart holds; the region is busy until CartStep replaces it.
 */
export function CartStepSkeleton() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: inlineScripts.shopSession }} />
      <p className="visually-hidden" role="status">
        Načítáme košík…
      </p>
      <div className={styles.layout} aria-busy="true" data-testid="cart-skeleton">
        <div>
          <div className={styles.card}>
            <div className={styles.productLine}>
              <div>
                <p className={styles.muted}>
                  <Placeholder width="9rem" />
                </p>
                <p className={styles.productName}>
                  <Placeholder width="13rem" />
                </p>
              </div>
              <p className={styles.price}>
                <Placeholder width="7rem" />
              </p>
            </div>
            <div className={styles.field}>
              <span className={styles.label}>Počet licencí</span>
              <span
                className={`${styles.quantityInput} ${styles.inputPlaceholder}`}
                aria-hidden="true"
              >
                {'\u00a0'}
              </span>
            </div>
            <p className={`${styles.notice} ${styles.anonymousOnly}`}>{CART_LOGIN_NOTICE}</p>
            <div className={styles.actions}>
              <span className={styles.buttonPlaceholder} aria-hidden="true">
                {'\u00a0'}
              </span>
              <Link href={shopRoutes.stepOne}>Vybrat jiný produkt</Link>
            </div>
          </div>
        </div>
        <div className={styles.summary}>
          <h2 className={styles.summaryTitle}>Souhrn objednávky</h2>
          <p className={styles.summaryRow}>
            <Placeholder width="12rem" />
          </p>
          <p className={styles.summaryRow}>
            <span className={styles.muted}>Cena za kus</span>
            <Placeholder width="5rem" />
          </p>
          <p className={styles.summaryRow}>
            <span className={styles.muted}>Počet</span>
            <Placeholder width="3rem" />
          </p>
          <p className={styles.summaryTotal}>
            <span>Celkem bez DPH</span>
            <Placeholder width="6rem" />
          </p>
        </div>
      </div>
    </>
  )
}
