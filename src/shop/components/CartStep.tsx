'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type FormEvent, useRef, useState } from 'react'

import { useLazyValidator } from '@/lib/forms/useLazyValidator'
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
 * Step two: the chosen product and its quantity; the place to log in before paying. The quantity
 * is checked by react-hook-form and its zod schema (CartQuantityValidator.tsx), loaded on the
 * first focus, input, press or submit of the form, so a visitor who only looks at the cart never
 * downloads them; a submit sent before they arrived waits for them.
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
  const form = useRef<HTMLFormElement>(null)
  const quantityInput = useRef<HTMLInputElement>(null)
  const validator = useLazyValidator(() =>
    import('./CartQuantityValidator').then((module) => module.CartQuantityValidator),
  )
  /** The schema's message when the validation's code could not load (offline, a new deployment). */
  const [unloadedError, setUnloadedError] = useState<string | null>(null)
  const checking = useRef(false)
  // once react-hook-form is there, its messages are the ones shown
  const error = validator.Validator ? (validator.clientErrors?.quantity ?? null) : unloadedError

  if (!product) return null

  const startFilling = () => void validator.load()
  /** Without react-hook-form the schema alone decides, and the message is shown here. */
  const checkUnloaded = () => {
    const problem = quantityError(quantity)
    setUnloadedError(problem)
    if (problem) quantityInput.current?.focus()
    return !problem
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (checking.current) return
    checking.current = true
    void (async () => {
      // react-hook-form shows its message and focuses the field itself
      const validate = await validator.validator()
      const valid = validate ? await validate() : checkUnloaded()
      checking.current = false
      if (!valid) return
      // a failed check is asked again; a refusal stands until another product is chosen
      if (checkFailed) clearLicence()
      if (loggedIn) router.push(shopRoutes.stepThree)
      else window.location.assign(loginHref({ next: shopRoutes.stepThree }))
    })()
  }

  const { Validator } = validator
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
        <form
          ref={form}
          className={styles.card}
          onSubmit={onSubmit}
          onFocus={startFilling}
          onInput={startFilling}
          onPointerDown={startFilling}
          onBlur={(event) => validator.noteBlur(event.target.getAttribute('name'))}
          noValidate
        >
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
          {Validator ? <Validator form={form} {...validator.props} /> : null}
        </form>
      </div>
      <OrderSummary />
    </div>
  )
}
