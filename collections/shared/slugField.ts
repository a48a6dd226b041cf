import type { TextField } from 'payload'
import { label } from '@/fields/label'
import { isSlug } from '@/lib/routes/slug'

/** The last segment of a detail page's address, unique in its collection. */
export const slugField: TextField = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: label('Adresa (slug)', 'Slug'),
  admin: {
    position: 'sidebar',
    description: label('Malá písmena bez diakritiky, číslice a pomlčky.', 'a-z, 0-9, -'),
  },
  validate: (value: string | null | undefined) =>
    isSlug(value)
      ? true
      : 'Použijte malá písmena bez diakritiky, číslice a pomlčky (např. novy-podpis-2026).',
}
