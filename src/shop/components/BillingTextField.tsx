import type { FieldPath } from 'react-hook-form'

import type { BillingInfoInput } from '../forms/billingInfoSchema'
import type { BillingForm } from '../client/useBillingForm'
import styles from './shop.module.css'

interface Props {
  form: BillingForm
  name: FieldPath<BillingInfoInput>
  label: string
  autoComplete?: string
  type?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  optional?: boolean
  wide?: boolean
  multiline?: boolean
}

/** One labelled field of the billing form with its message, tied to it for assistive technology. */
export function BillingTextField({
  form,
  name,
  label,
  autoComplete,
  type = 'text',
  inputMode,
  optional,
  wide,
  multiline,
}: Props) {
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
