import type { Block } from 'payload'

import { label } from '@/fields/label'
import { rowLabel } from '@/fields/rowLabel'
import { headingField, itemLinkFields, itemsField } from '../shared/sectionFields'

/** Four products; the open item picks the product image shown beside the list (spec 4). */
export const ProductAccordionBlockConfig: Block = {
  slug: 'productAccordion',
  interfaceName: 'ProductAccordionBlock',
  labels: {
    singular: label('Akordeon produktů', 'Product accordion'),
    plural: label('Akordeony produktů', 'Product accordions'),
  },
  fields: [
    headingField(),
    itemsField({
      maxRows: 6,
      label: label('Položky', 'Items'),
      labels: { singular: label('položku', 'item'), plural: label('Položky', 'Items') },
      admin: { components: rowLabel },
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          label: label('Název produktu', 'Title'),
        },
        { name: 'logo', type: 'upload', relationTo: 'media', label: label('Logo', 'Logo') },
        { name: 'answer', type: 'richText', required: true, label: label('Text', 'Answer') },
        {
          type: 'row',
          fields: [
            { name: 'wide', type: 'checkbox', label: label('Široké logo', 'Wide logo') },
            {
              name: 'wider',
              type: 'checkbox',
              label: label('Velmi široké logo', 'Wider logo'),
            },
          ],
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: label('Obrázek produktu (zobrazí se u otevřené položky)', 'Product image'),
        },
        ...itemLinkFields,
      ],
    }),
  ],
}
