import type { SelectField } from 'payload'

export const audiences = ['companies', 'publicAdministration'] as const
export type Audience = (typeof audiences)[number]
export type BlockAudience = Audience | 'both'

export const audienceLabels: Record<Audience, string> = {
  companies: 'Firmy',
  publicAdministration: 'Veřejná správa',
}

/** Every homepage block says which audience of the homepage switch it belongs to. */
export const audienceField: SelectField = {
  name: 'audience',
  type: 'select',
  required: true,
  defaultValue: 'both',
  label: { cs: 'Pro koho', en: 'Audience' },
  options: [
    { value: 'both', label: { cs: 'Pro všechny', en: 'Both' } },
    { value: 'companies', label: { cs: 'Firmy', en: 'Companies' } },
    { value: 'publicAdministration', label: { cs: 'Veřejná správa', en: 'Public administration' } },
  ],
  admin: { position: 'sidebar' },
}
