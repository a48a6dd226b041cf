import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'
import { label } from '@/fields/label'
import { rowLabel } from '@/fields/rowLabel'

export const FaqBlockConfig: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: label('Časté dotazy', 'FAQ'), plural: label('Časté dotazy', 'FAQs') },
  fields: [
    { name: 'heading', type: 'text', label: label('Nadpis', 'Heading') },
    { name: 'intro', type: 'textarea', label: label('Úvodní text', 'Intro') },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      label: label('Otázky', 'Questions'),
      labels: { singular: label('Otázka', 'Question'), plural: label('Otázky', 'Questions') },
      admin: { initCollapsed: true, components: rowLabel },
      fields: [
        { name: 'label', type: 'text', required: true, label: label('Otázka', 'Question') },
        { name: 'answer', type: 'richText', required: true, label: label('Odpověď', 'Answer') },
      ],
    },
    anchorField,
  ],
}
