'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { enquirySourceLabel } from '@/lib/validation/enquirySources'

/** A lead's source in its detail, read only: the Czech choice the visitor picked. */
export const LeadSourceField: TextFieldClientComponent = ({ field, path }) => {
  const fieldPath = path ?? field.name
  const { value } = useField<string | null>({ path: fieldPath })
  const id = `field-${fieldPath.replace(/\./g, '__')}`
  return (
    <div className="field-type text read-only" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={field.label} path={fieldPath} htmlFor={id} />
      <input id={id} type="text" readOnly disabled value={enquirySourceLabel(value) ?? '—'} />
    </div>
  )
}
