import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'
import { label } from '@/fields/label'
import { linkField } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'
import { headingField, introField, itemsField } from '../shared/sectionFields'

export const CardsBlockConfig: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: label('Karty', 'Cards'), plural: label('Karty', 'Cards') },
  fields: [
    headingField(),
    introField,
    itemsField({
      maxRows: 12,
      label: label('Karty', 'Cards'),
      labels: { singular: label('kartu', 'card'), plural: label('Karty', 'Cards') },
      admin: { initCollapsed: true, components: rowLabel },
      fields: [
        { name: 'label', type: 'text', required: true, label: label('Nadpis karty', 'Title') },
        { name: 'text', type: 'textarea', required: true, label: label('Text', 'Text') },
        linkField({ name: 'link', required: false, label: label('Odkaz (nepovinný)', 'Link') }),
      ],
    }),
    anchorField,
  ],
}
