'use client'

import Link from 'next/link'

import { useBillingForm } from '../client/useBillingForm'
import { shopRoutes } from '../routes'
import { BillingCompanyFields } from './BillingCompanyFields'
import { BillingContactFields } from './BillingContactFields'
import { BillingTermsConsent } from './BillingTermsConsent'
import { BillingTextField } from './BillingTextField'
import { OrderSummary } from './OrderSummary'
import styles from './shop.module.css'
import { SubmitButton } from './SubmitButton'

/** Step four: who is buying; submitting creates the order and opens the payment gateway. */
export function BillingInfoStep() {
  const { form, loading, error, onSubmit } = useBillingForm()

  return (
    <div className={styles.layout}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-busy={loading}>
        {error ? (
          <p className={styles.alert} role="alert">
            Objednávku se nepodařilo odeslat. {error}
          </p>
        ) : null}
        <BillingContactFields form={form} />
        <BillingCompanyFields form={form} />

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Poznámka</legend>
          <BillingTextField
            form={form}
            name="note"
            label="Poznámka k objednávce"
            optional
            multiline
          />
        </fieldset>

        <BillingTermsConsent form={form} />

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
