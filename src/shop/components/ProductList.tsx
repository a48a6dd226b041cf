import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import type { Product } from '@/provider/mappers/product'

import { formatPriceMinor } from '../formatPrice'
import { ChooseProductButton } from './ChooseProductButton'
import styles from './ProductList.module.css'
import shop from './shop.module.css'

/** Step one: the products, rendered on the server; only the choose buttons are interactive. */
export function ProductList({ products, error }: { products: Product[]; error: string | null }) {
  if (error) {
    return (
      <>
        <p className={shop.alert} role="alert">
          Nabídku produktů se teď nepodařilo načíst. {error} Zkuste prosím stránku za chvíli
          obnovit.
        </p>
        <ReportedProviderFailure error={error} />
      </>
    )
  }
  if (products.length === 0) {
    return <p className={shop.notice}>V e-shopu teď nejsou žádné produkty k prodeji.</p>
  }
  return (
    <>
      <ul className={styles.grid} aria-label="Produkty">
        {products.map((product) => (
          <li key={String(product.id)}>
            <article className={styles.card} aria-labelledby={`product-${product.id}`}>
              <p className={styles.category}>{product.category}</p>
              <h2 className={styles.title} id={`product-${product.id}`}>
                {product.title}
              </h2>
              {product.description ? (
                <p className={styles.description}>{product.description}</p>
              ) : (
                <p className={styles.description} />
              )}
              <p className={styles.priceRow}>
                <span className={styles.price}>{formatPriceMinor(product.priceMinor)}</span>
                <span className={styles.vat}>bez DPH</span>
              </p>
              <ChooseProductButton product={product} />
            </article>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Ceny jsou uvedeny bez DPH, které se připočte podle platných předpisů. Platí se předem
        platební kartou, fakturu najdete po zaplacení v sekci Moje objednávky.
      </p>
    </>
  )
}
