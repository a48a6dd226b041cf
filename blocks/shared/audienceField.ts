import type { SelectField } from 'payload'

export const audiences = ['companies', 'publicAdministration'] as const
export type Audience = (typeof audiences)[number]
export type BlockAudience = Audience | 'both'

/** Every block says which audience of the audience switch it belongs to. */
export const audienceField: SelectField = {
  name: 'audience',
  type: 'select',
  // Not required: a block stored before it had this field (or seeded without it) is for both.
  defaultValue: 'both',
  label: { cs: 'Pro koho', en: 'Audience' },
  options: [
    { value: 'both', label: { cs: 'Pro všechny', en: 'Both' } },
    { value: 'companies', label: { cs: 'Firmy', en: 'Companies' } },
    { value: 'publicAdministration', label: { cs: 'Veřejná správa', en: 'Public administration' } },
  ],
  admin: { position: 'sidebar' },
}
