import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'
import { label } from '@/fields/label'
import { rowLabel } from '@/fields/rowLabel'
import { headingField, introField, itemsField } from '../shared/sectionFields'

export const FaqBlockConfig: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: label('Časté dotazy', 'FAQ'), plural: label('Časté dotazy', 'FAQs') },
  fields: [
    headingField(),
    introField,
    itemsField({
      label: label('Otázky', 'Questions'),
      labels: { singular: label('otázku', 'question'), plural: label('Otázky', 'Questions') },
      admin: { initCollapsed: true, components: rowLabel },
      fields: [
        { name: 'label', type: 'text', required: true, label: label('Otázka', 'Question') },
        { name: 'answer', type: 'richText', required: true, label: label('Odpověď', 'Answer') },
      ],
    }),
    anchorField,
  ],
}
