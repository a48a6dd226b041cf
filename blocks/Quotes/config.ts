import type { Block } from 'payload'
import { label } from '@/fields/label'
import { rowLabel } from '@/fields/rowLabel'
import { headingField, itemsField } from '../shared/sectionFields'

/** Rotating customer quotes (spec 3 "Quote item"). */
export const QuotesBlockConfig: Block = {
  slug: 'quotes',
  interfaceName: 'QuotesBlock',
  labels: {
    singular: label('Citace zákazníků', 'Quotes'),
    plural: label('Citace zákazníků', 'Quotes'),
  },
  fields: [
    headingField(),
    itemsField({
      label: label('Citace', 'Quotes'),
      labels: { singular: label('citaci', 'quote'), plural: label('Citace', 'Quotes') },
      admin: { components: rowLabel },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: label('Fotografie', 'Photo'),
        },
        { name: 'quote', type: 'richText', required: true, label: label('Citace', 'Quote') },
        { name: 'name', type: 'text', required: true, label: label('Jméno', 'Name') },
        { name: 'position', type: 'richText', label: label('Pozice', 'Position') },
        { name: 'logo', type: 'upload', relationTo: 'media', label: label('Logo', 'Logo') },
        {
          name: 'logoSmall',
          type: 'upload',
          relationTo: 'media',
          label: label('Malé logo (mobil)', 'Small logo (mobile)'),
        },
      ],
    }),
  ],
}
