import type { Block } from 'payload'

import { linkField } from '../shared/linkFields'

/** Four products; the open item picks the product image shown beside the list (spec 4). */
export const ProductAccordionBlockConfig: Block = {
  slug: 'productAccordion',
  interfaceName: 'ProductAccordionBlock',
  labels: {
    singular: { cs: 'Akordeon produktů', en: 'Product accordion' },
    plural: { cs: 'Akordeony produktů', en: 'Product accordions' },
  },
  fields: [
    { name: 'heading', type: 'text', label: { cs: 'Nadpis sekce', en: 'Section heading' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      label: { cs: 'Položky', en: 'Items' },
      labels: { singular: { cs: 'Položka', en: 'Item' }, plural: { cs: 'Položky', en: 'Items' } },
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          label: { cs: 'Název produktu', en: 'Title' },
        },
        { name: 'logo', type: 'upload', relationTo: 'media', label: { cs: 'Logo', en: 'Logo' } },
        { name: 'answer', type: 'richText', required: true, label: { cs: 'Text', en: 'Answer' } },
        {
          type: 'row',
          fields: [
            { name: 'wide', type: 'checkbox', label: { cs: 'Široké logo', en: 'Wide logo' } },
            {
              name: 'wider',
              type: 'checkbox',
              label: { cs: 'Velmi široké logo', en: 'Wider logo' },
            },
          ],
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: { cs: 'Obrázek produktu (zobrazí se u otevřené položky)', en: 'Product image' },
        },
        { name: 'linkText', type: 'text', label: { cs: 'Text odkazu', en: 'Link text' } },
        linkField('linkPath', { cs: 'Odkaz', en: 'Link' }),
      ],
    },
  ],
}
