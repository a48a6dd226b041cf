'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useRef, useState } from 'react'

import { formatPriceMinor } from '../formatPrice'
import { quantityError } from '../forms/quantitySchema'
import { loginHref, shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import { CART_LOGIN_NOTICE } from './cartLoginNotice'
import { OrderSummary } from './OrderSummary'
import styles from './shop.module.css'

export const NOT_PURCHASABLE_MESSAGE =
  'Tento produkt teď nelze zakoupit online. Vyberte prosím jiný produkt nebo nás kontaktujte.'

export const LICENCE_CHECK_FAILED_MESSAGE = 'Licenci se nepodařilo ověřit.'

/**
 * Step two: the chosen product and its quantity; the place to log in before paying. One field,
 * so no form library (issue 41: react-hook-form was 13.5 KB gzip of the cart's first load). The
 * quantity is checked once the field was left or the form sent, then on every keystroke.
 */
export function CartStep() {
  const router = useRouter()
  const product = useShopStore((state) => state.selectedProduct)
  // every keystroke is kept: a reload or a login round trip loses nothing
  const quantity = useShopStore((state) => state.quantity)
  const loggedIn = useShopStore((state) => Boolean(state.authToken))
  const licence = useShopStore((state) =>
    state.licence && state.licence.productId === state.selectedProduct?.id ? state.licence : null,
  )
  const refused = licence !== null && !licence.canBeBought && licence.error === null
  const checkFailed = licence?.error ?? null
  const setQuantity = useShopStore((state) => state.setQuantity)
  const clearLicence = useShopStore((state) => state.clearLicence)
  const [checked, setChecked] = useState(false)
  const quantityInput = useRef<HTMLInputElement>(null)
  const problem = quantityError(quantity)
  const error = checked ? problem : null

  if (!product) return null

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setChecked(true)
    if (problem) {
      quantityInput.current?.focus()
      return
    }
    // a failed check is asked again; a refusal stands until another product is chosen
    if (checkFailed) clearLicence()
    if (loggedIn) router.push(shopRoutes.stepThree)
    else window.location.assign(loginHref({ next: shopRoutes.stepThree }))
  }

  return (
    <div className={styles.layout}>
      <div>
        {refused ? (
          <p className={styles.alert} role="alert">
            {NOT_PURCHASABLE_MESSAGE}
          </p>
        ) : null}
        {checkFailed ? (
          <p className={styles.alert} role="alert">
            {LICENCE_CHECK_FAILED_MESSAGE} {checkFailed}
          </p>
        ) : null}
        <form className={styles.card} onSubmit={onSubmit} noValidate>
          <div className={styles.productLine}>
            <div>
              <p className={styles.muted}>{product.category}</p>
              <p className={styles.productName}>{product.title}</p>
            </div>
            <p className={styles.price}>{formatPriceMinor(product.priceMinor)} / ks</p>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="quantity">
              Počet licencí
            </label>
            <input
              id="quantity"
              className={styles.quantityInput}
              inputMode="numeric"
              autoComplete="off"
              name="quantity"
              ref={quantityInput}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              onBlur={() => setChecked(true)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'quantity-error' : undefined}
            />
            {error ? (
              <p className={styles.error} id="quantity-error">
                {error}
              </p>
            ) : null}
          </div>
          {!loggedIn ? <p className={styles.notice}>{CART_LOGIN_NOTICE}</p> : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.button} disabled={refused}>
              {loggedIn ? 'Pokračovat k platbě' : 'Přihlásit se a pokračovat'}
            </button>
            <Link href={shopRoutes.stepOne}>Vybrat jiný produkt</Link>
          </div>
        </form>
      </div>
      <OrderSummary />
    </div>
  )
}
