import { ENQUIRY_SOURCES } from '@/lib/validation/enquirySources'

import styles from './EnquiryForm.module.css'

/** The optional "how did you find us" choice of the form kinds that ask it. */
export function EnquirySourceSelect({ formId, value }: { formId: string; value: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${formId}-source`}>
        Jak jste se o nás dozvěděli? <span className={styles.optional}>(nepovinné)</span>
      </label>
      <select id={`${formId}-source`} name="source" defaultValue={value}>
        <option value="">Vyberte…</option>
        {ENQUIRY_SOURCES.map((source) => (
          <option key={source.value} value={source.value}>
            {source.label}
          </option>
        ))}
      </select>
    </div>
  )
}
