import type { Block } from 'payload'

import { label } from '@/fields/label'
import { rowLabel } from '@/fields/rowLabel'
import { headingField, itemLinkFields } from '../shared/sectionFields'

/**
 * Product cards (spec 3 "Crossing card"). Its `linkPath` and `href` (a site path and an external
 * address) are one link now: a page, another site path or an external address.
 */
export const CrossingCardsBlockConfig: Block = {
  slug: 'crossingCards',
  interfaceName: 'CrossingCardsBlock',
  labels: {
    singular: label('Karty produktů', 'Crossing cards'),
    plural: label('Karty produktů', 'Crossing cards'),
  },
  fields: [
    headingField(),
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      label: label('Karty', 'Cards'),
      labels: { singular: label('kartu', 'card'), plural: label('Karty', 'Cards') },
      admin: { components: rowLabel },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: label('Obrázek', 'Image'),
        },
        headingField(true),
        { name: 'text', type: 'textarea', label: label('Text', 'Text') },
        ...itemLinkFields,
      ],
    },
  ],
}
