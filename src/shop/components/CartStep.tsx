'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'

import { formatPriceMinor } from '../formatPrice'
import { type QuantityFormValues, quantityFormSchema } from '../forms/quantitySchema'
import { loginHref, shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import { CART_LOGIN_NOTICE } from './cartLoginNotice'
import { OrderSummary } from './OrderSummary'
import styles from './shop.module.css'

export const NOT_PURCHASABLE_MESSAGE =
  'Tento produkt teď nelze zakoupit online. Vyberte prosím jiný produkt nebo nás kontaktujte.'

export const LICENCE_CHECK_FAILED_MESSAGE = 'Licenci se nepodařilo ověřit.'

/** Step two: the chosen product and its quantity; the place to log in before paying. */
export function CartStep() {
  const router = useRouter()
  const product = useShopStore((state) => state.selectedProduct)
  const storedQuantity = useShopStore((state) => state.quantity)
  const loggedIn = useShopStore((state) => Boolean(state.authToken))
  const licence = useShopStore((state) =>
    state.licence && state.licence.productId === state.selectedProduct?.id ? state.licence : null,
  )
  const refused = licence !== null && !licence.canBeBought && licence.error === null
  const checkFailed = licence?.error ?? null
  const setQuantity = useShopStore((state) => state.setQuantity)
  const clearLicence = useShopStore((state) => state.clearLicence)

  const form = useForm<QuantityFormValues>({
    resolver: zodResolver(quantityFormSchema),
    defaultValues: { quantity: storedQuantity },
    mode: 'onTouched',
  })
  const { errors } = form.formState

  // every keystroke is kept: a reload or a login round trip loses nothing
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => setQuantity(values.quantity ?? ''),
    })
  }, [form, setQuantity])

  if (!product) return null

  const onSubmit = form.handleSubmit(() => {
    // a failed check is asked again; a refusal stands until another product is chosen
    if (checkFailed) clearLicence()
    if (loggedIn) router.push(shopRoutes.stepThree)
    else window.location.assign(loginHref({ next: shopRoutes.stepThree }))
  })

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
              aria-invalid={errors.quantity ? true : undefined}
              aria-describedby={errors.quantity ? 'quantity-error' : undefined}
              {...form.register('quantity')}
            />
            {errors.quantity ? (
              <p className={styles.error} id="quantity-error">
                {errors.quantity.message}
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
