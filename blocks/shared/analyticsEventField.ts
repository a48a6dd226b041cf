import type { SelectField } from 'payload'
import { label } from '@/fields/label'

/** The data-layer event a click pushes (spec 7 event names). */
export const analyticsEventField: SelectField = {
  name: 'analyticsEvent',
  type: 'select',
  label: label('Událost pro analytiku po kliknutí', 'Analytics event on click'),
  options: [
    { value: 'consultation_interest', label: 'consultation_interest' },
    { value: 'signer_interest', label: 'signer_interest' },
  ],
}
