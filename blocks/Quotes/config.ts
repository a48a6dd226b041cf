import type { Block } from 'payload'

/** Rotating customer quotes (spec 3 "Quote item"). */
export const QuotesBlockConfig: Block = {
  slug: 'quotes',
  interfaceName: 'QuotesBlock',
  labels: {
    singular: { cs: 'Citace zákazníků', en: 'Quotes' },
    plural: { cs: 'Citace zákazníků', en: 'Quotes' },
  },
  fields: [
    { name: 'heading', type: 'text', label: { cs: 'Nadpis sekce', en: 'Section heading' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      label: { cs: 'Citace', en: 'Quotes' },
      labels: { singular: { cs: 'Citace', en: 'Quote' }, plural: { cs: 'Citace', en: 'Quotes' } },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: { cs: 'Fotografie', en: 'Photo' },
        },
        { name: 'quote', type: 'richText', required: true, label: { cs: 'Citace', en: 'Quote' } },
        { name: 'name', type: 'text', required: true, label: { cs: 'Jméno', en: 'Name' } },
        { name: 'position', type: 'richText', label: { cs: 'Pozice', en: 'Position' } },
        { name: 'logo', type: 'upload', relationTo: 'media', label: { cs: 'Logo', en: 'Logo' } },
        {
          name: 'logoSmall',
          type: 'upload',
          relationTo: 'media',
          label: { cs: 'Malé logo (mobil)', en: 'Small logo (mobile)' },
        },
      ],
    },
  ],
}
