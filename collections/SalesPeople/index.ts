import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'

import {
  revalidateMeetingConfirmationAfterChange,
  revalidateMeetingConfirmationAfterDelete,
} from './hooks/revalidateMeetingConfirmation'

/** Sales people a visitor can book a meeting with; each has a page /potvrzeni-schuzky-{slug}. */
export const SalesPeople: CollectionConfig = {
  slug: 'sales-people',
  labels: {
    singular: { cs: 'Obchodník', en: 'Sales person' },
    plural: { cs: 'Obchodníci', en: 'Sales people' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'position', 'email'],
    group: { cs: 'Obsah', en: 'Content' },
    description: {
      cs: 'Každý obchodník má stránku potvrzení schůzky /potvrzeni-schuzky-{slug}.',
      en: 'Each sales person has a meeting confirmation page /potvrzeni-schuzky-{slug}.',
    },
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    afterChange: [revalidateMeetingConfirmationAfterChange],
    afterDelete: [revalidateMeetingConfirmationAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: { cs: 'Jméno', en: 'Name' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { cs: 'Adresa (slug)', en: 'Slug' },
      validate: (value: string | null | undefined) =>
        /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value ?? '') ||
        'Malá písmena bez diakritiky, číslice a pomlčky (např. jan-novak).',
      admin: { position: 'sidebar' },
    },
    { name: 'position', type: 'text', label: { cs: 'Pozice', en: 'Position' } },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      label: { cs: 'Fotografie', en: 'Photo' },
    },
    { name: 'phone', type: 'text', required: true, label: { cs: 'Telefon', en: 'Phone' } },
    { name: 'email', type: 'email', required: true, label: { cs: 'E-mail', en: 'E-mail' } },
    {
      name: 'confirmationText',
      type: 'textarea',
      required: true,
      label: {
        cs: 'Text potvrzení (co bude následovat)',
        en: 'Confirmation text (what happens next)',
      },
    },
  ],
}
