import type { BillingForm } from '../client/useBillingForm'
import styles from './shop.module.css'

/** The required agreement to the terms, with its message. */
export function BillingTermsConsent({ form }: { form: BillingForm }) {
  const termsError = form.formState.errors.terms
  return (
    <>
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
    </>
  )
}
