import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'

import {
  revalidateMeetingConfirmationAfterChange,
  revalidateMeetingConfirmationAfterDelete,
} from './hooks/revalidateMeetingConfirmation'
import { label, languageLabel } from '@/fields/label'
import { isSlug } from '@/lib/routes/slug'

/** Sales people a visitor can book a meeting with; each has a page /potvrzeni-schuzky-{slug}. */
export const SalesPeople: CollectionConfig = {
  slug: 'sales-people',
  labels: {
    singular: languageLabel('Obchodník', 'Sales person'),
    plural: languageLabel('Obchodníci', 'Sales people'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'position', 'email'],
    group: label('Obsah', 'Content'),
    description: label(
      'Každý obchodník má stránku potvrzení schůzky /potvrzeni-schuzky-{slug}.',
      'Each sales person has a meeting confirmation page /potvrzeni-schuzky-{slug}.',
    ),
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    afterChange: [revalidateMeetingConfirmationAfterChange],
    afterDelete: [revalidateMeetingConfirmationAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: label('Jméno', 'Name') },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Adresa (slug)', 'Slug'),
      validate: (value: string | null | undefined) =>
        isSlug(value) || 'Malá písmena bez diakritiky, číslice a pomlčky (např. jan-novak).',
      admin: { position: 'sidebar' },
    },
    { name: 'position', type: 'text', label: label('Pozice', 'Position') },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      label: label('Fotografie', 'Photo'),
    },
    { name: 'phone', type: 'text', required: true, label: label('Telefon', 'Phone') },
    { name: 'email', type: 'email', required: true, label: label('E-mail', 'E-mail') },
    {
      name: 'confirmationText',
      type: 'textarea',
      required: true,
      label: label('Text potvrzení (co bude následovat)', 'Confirmation text (what happens next)'),
    },
  ],
}
