'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { type PaymentTypeFormValues, paymentTypeFormSchema } from '../forms/paymentTypeSchema'
import { shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import { OrderSummary } from './OrderSummary'
import styles from './shop.module.css'

/** Step three: how the customer pays. */
export function PaymentStep() {
  const router = useRouter()
  const paymentType = useShopStore((state) => state.paymentType)
  const setPaymentType = useShopStore((state) => state.setPaymentType)
  const form = useForm<PaymentTypeFormValues>({
    resolver: zodResolver(paymentTypeFormSchema),
    defaultValues: { paymentType },
  })
  const error = form.formState.errors.paymentType

  const onSubmit = form.handleSubmit((values) => {
    if (values.paymentType) setPaymentType(values.paymentType)
    router.push(shopRoutes.stepFour)
  })

  return (
    <div className={styles.layout}>
      <form className={styles.card} onSubmit={onSubmit} noValidate>
        <fieldset
          className={styles.fieldset}
          aria-describedby={error ? 'payment-type-error' : undefined}
        >
          <legend className={styles.legend}>Způsob platby</legend>
          <label className={styles.option}>
            <input
              type="radio"
              value="card"
              {...form.register('paymentType', {
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value === 'card') setPaymentType('card')
                },
              })}
            />
            <span>
              <span className={styles.optionTitle}>Platební kartou online</span>
              <span className={styles.muted}>
                Visa, Mastercard i Maestro. Platbu zpracuje zabezpečená platební brána, údaje o
                kartě nevidíme.
              </span>
            </span>
          </label>
          {error ? (
            <p className={styles.error} id="payment-type-error" role="alert">
              {error.message}
            </p>
          ) : null}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            Pokračovat k fakturačním údajům
          </button>
          <Link href={shopRoutes.stepTwo}>Zpět do košíku</Link>
        </div>
      </form>
      <OrderSummary />
    </div>
  )
}
