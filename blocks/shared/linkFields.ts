import type { SelectField, TextField } from 'payload'
import { label } from '@/fields/label'

/** A site path ('/konzultace') or an absolute https address. */
export function linkField(
  name: string,
  label: { cs: string; en: string },
  required = false,
): TextField {
  return {
    name,
    type: 'text',
    required,
    label,
    validate: (value: string | null | undefined) =>
      (!required && !value) ||
      /^\/[^\s]*$/.test(value ?? '') ||
      /^https:\/\/[^\s]+$/.test(value ?? '') ||
      'Zadejte cestu na webu (např. /konzultace) nebo adresu začínající https://.',
  }
}

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
