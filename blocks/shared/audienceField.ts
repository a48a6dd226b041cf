import type { SelectField } from 'payload'
import { label } from '@/fields/label'

export const audiences = ['companies', 'publicAdministration'] as const
export type Audience = (typeof audiences)[number]
export type BlockAudience = Audience | 'both'

/** Every block says which audience of the audience switch it belongs to. */
export const audienceField: SelectField = {
  name: 'audience',
  type: 'select',
  // Not required: a block stored before it had this field (or seeded without it) is for both.
  defaultValue: 'both',
  label: label('Pro koho', 'Audience'),
  options: [
    { value: 'both', label: label('Pro všechny', 'Both') },
    { value: 'companies', label: label('Firmy', 'Companies') },
    { value: 'publicAdministration', label: label('Veřejná správa', 'Public administration') },
  ],
  admin: { position: 'sidebar' },
}
