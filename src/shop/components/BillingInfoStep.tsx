'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { type FieldPath, useForm, useWatch } from 'react-hook-form'

import { startPayment } from '../client/startPayment'
import { useShopErrorHandler } from '../client/useShopErrorHandler'
import {
  type BillingInfoInput,
  billingInfoSchema,
  type BillingInfoValues,
} from '../forms/billingInfoSchema'
import { focusFirstInvalid } from '../forms/focusFirstInvalid'
import { shopRoutes } from '../routes'
import { BILLING_FIELDS, type BillingDraft, useShopStore } from '../store/useShopStore'
import { OrderSummary } from './OrderSummary'
import styles from './shop.module.css'
import { SubmitButton } from './SubmitButton'

function pickDraft(source: Partial<BillingDraft>): Partial<BillingDraft> {
  const draft: Record<string, unknown> = {}
  for (const field of BILLING_FIELDS) {
    if (source[field] !== undefined) draft[field] = source[field]
  }
  return draft as Partial<BillingDraft>
}

interface TextFieldProps {
  form: ReturnType<typeof useForm<BillingInfoInput, unknown, BillingInfoValues>>
  name: FieldPath<BillingInfoInput>
  label: string
  autoComplete?: string
  type?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  optional?: boolean
  wide?: boolean
  multiline?: boolean
}

function TextField({
  form,
  name,
  label,
  autoComplete,
  type = 'text',
  inputMode,
  optional,
  wide,
  multiline,
}: TextFieldProps) {
  const error = form.formState.errors[name]
  const id = `billing-${name}`
  const describedBy = error ? `${id}-error` : undefined
  return (
    <div className={wide ? styles.fieldWide : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label} {optional ? <span className={styles.optional}>(nepovinné)</span> : null}
      </label>
      {multiline ? (
        <textarea
          id={id}
          className={styles.input}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...form.register(name)}
        />
      ) : (
        <input
          id={id}
          className={styles.input}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...form.register(name)}
        />
      )}
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error.message}
        </p>
      ) : null}
    </div>
  )
}

/** Step four: who is buying; submitting creates the order and opens the payment gateway. */
export function BillingInfoStep() {
  const saveBillingDraft = useShopStore((state) => state.saveBillingDraft)
  const handleError = useShopErrorHandler()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)

  const form = useForm<BillingInfoInput, unknown, BillingInfoValues>({
    resolver: zodResolver(billingInfoSchema),
    defaultValues: pickDraft(useShopStore.getState()) as BillingInfoInput,
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const companyBilling = useWatch({ control: form.control, name: 'companyBilling' })
  const termsError = form.formState.errors.terms

  // every keystroke is kept: a reload, a new tab or an expired session loses nothing
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveBillingDraft(pickDraft(values)),
    })
  }, [form, saveBillingDraft])

  const submit = async (values: BillingInfoValues) => {
    if (inFlight.current) return
    inFlight.current = true
    setLoading(true)
    setError(null)
    try {
      saveBillingDraft(pickDraft(values))
      const paymentUrl = await startPayment(values)
      // the button stays busy until the gateway page replaces this one
      window.location.assign(paymentUrl)
    } catch (failure) {
      const message = handleError(failure)
      if (message) setError(message)
      inFlight.current = false
      setLoading(false)
    }
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // read now: React clears currentTarget once the handler returns
    const formElement = event.currentTarget
    return form.handleSubmit(submit, (errors) => focusFirstInvalid(formElement, errors))(event)
  }

  return (
    <div className={styles.layout}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-busy={loading}>
        {error ? (
          <p className={styles.alert} role="alert">
            Objednávku se nepodařilo odeslat. {error}
          </p>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Kontaktní a fakturační údaje</legend>
          <div className={styles.grid}>
            <TextField form={form} name="name" label="Jméno a příjmení" autoComplete="name" wide />
            <TextField
              form={form}
              name="email"
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
            />
            <TextField
              form={form}
              name="phone"
              label="Telefon"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
            <TextField
              form={form}
              name="street"
              label="Ulice a číslo popisné"
              autoComplete="street-address"
              wide
            />
            <TextField form={form} name="city" label="Město" autoComplete="address-level2" />
            <TextField
              form={form}
              name="zip"
              label="PSČ"
              inputMode="numeric"
              autoComplete="postal-code"
            />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Nákup na firmu</legend>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('companyBilling')} />
            <span>Nakupuji na firmu (fakturu vystavíme na IČO)</span>
          </label>
          {companyBilling ? (
            <div className={styles.grid}>
              <TextField
                form={form}
                name="companyName"
                label="Název firmy"
                autoComplete="organization"
                wide
              />
              <TextField form={form} name="companyId" label="IČO" inputMode="numeric" />
              <TextField form={form} name="companyTaxId" label="DIČ" optional />
            </div>
          ) : null}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Poznámka</legend>
          <TextField form={form} name="note" label="Poznámka k objednávce" optional multiline />
        </fieldset>

        <label className={styles.check}>
          <input
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'billing-terms-error' : undefined}
            {...form.register('terms')}
          />
          <span>
            Souhlasím s{' '}
            <a href="/obchodni-podminky" target="_blank" rel="noopener">
              obchodními podmínkami
            </a>{' '}
            a beru na vědomí{' '}
            <a href="/gdpr" target="_blank" rel="noopener">
              zpracování osobních údajů
            </a>
            .
          </span>
        </label>
        {termsError ? (
          <p className={styles.error} id="billing-terms-error">
            {termsError.message}
          </p>
        ) : null}

        <div className={styles.actions}>
          <SubmitButton loading={loading} loadingLabel="Odesíláme objednávku…">
            Objednat a zaplatit
          </SubmitButton>
          <Link href={shopRoutes.stepThree}>Zpět na způsob platby</Link>
        </div>
      </form>
      <OrderSummary />
    </div>
  )
}
