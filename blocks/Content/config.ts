import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'
import { label } from '@/fields/label'

export const ContentBlockConfig: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: label('Text', 'Text'), plural: label('Texty', 'Texts') },
  fields: [
    {
      name: 'heading',
      type: 'text',
      label: label('Nadpis oddílu (nepovinný)', 'Heading (optional)'),
    },
    { name: 'richText', type: 'richText', required: true, label: label('Text', 'Text') },
    anchorField,
  ],
}
