import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'
import { label } from '@/fields/label'
import { linkField } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'

export const CardsBlockConfig: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: label('Karty', 'Cards'), plural: label('Karty', 'Cards') },
  fields: [
    { name: 'heading', type: 'text', label: label('Nadpis', 'Heading') },
    { name: 'intro', type: 'textarea', label: label('Úvodní text', 'Intro') },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: label('Karty', 'Cards'),
      labels: { singular: label('Karta', 'Card'), plural: label('Karty', 'Cards') },
      admin: { initCollapsed: true, components: rowLabel },
      fields: [
        { name: 'label', type: 'text', required: true, label: label('Nadpis karty', 'Title') },
        { name: 'text', type: 'textarea', required: true, label: label('Text', 'Text') },
        linkField({ name: 'link', required: false, label: label('Odkaz (nepovinný)', 'Link') }),
      ],
    },
    anchorField,
  ],
}
