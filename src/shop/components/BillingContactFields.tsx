import type { BillingForm } from '../client/useBillingForm'
import { BillingTextField } from './BillingTextField'
import styles from './shop.module.css'

/** Who is buying and where the invoice goes. */
export function BillingContactFields({ form }: { form: BillingForm }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Kontaktní a fakturační údaje</legend>
      <div className={styles.grid}>
        <BillingTextField
          form={form}
          name="name"
          label="Jméno a příjmení"
          autoComplete="name"
          wide
        />
        <BillingTextField
          form={form}
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <BillingTextField
          form={form}
          name="phone"
          label="Telefon"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <BillingTextField
          form={form}
          name="street"
          label="Ulice a číslo popisné"
          autoComplete="street-address"
          wide
        />
        <BillingTextField form={form} name="city" label="Město" autoComplete="address-level2" />
        <BillingTextField
          form={form}
          name="zip"
          label="PSČ"
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
    </fieldset>
  )
}
