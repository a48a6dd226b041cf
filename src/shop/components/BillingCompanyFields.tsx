import { useWatch } from 'react-hook-form'

import type { BillingForm } from '../client/useBillingForm'
import { BillingTextField } from './BillingTextField'
import styles from './shop.module.css'

/** A purchase on a company: its fields appear once the box is ticked. */
export function BillingCompanyFields({ form }: { form: BillingForm }) {
  const companyBilling = useWatch({ control: form.control, name: 'companyBilling' })
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Nákup na firmu</legend>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('companyBilling')} />
        <span>Nakupuji na firmu (fakturu vystavíme na IČO)</span>
      </label>
      {companyBilling ? (
        <div className={styles.grid}>
          <BillingTextField
            form={form}
            name="companyName"
            label="Název firmy"
            autoComplete="organization"
            wide
          />
          <BillingTextField form={form} name="companyId" label="IČO" inputMode="numeric" />
          <BillingTextField form={form} name="companyTaxId" label="DIČ" optional />
        </div>
      ) : null}
    </fieldset>
  )
}
