import type { Block } from 'payload'

import { label } from '@/fields/label'
import { linkField } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'
import { headingField } from '../shared/sectionFields'

export const CallToActionBlockConfig: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: label('Výzva k akci', 'Call to action'), plural: label('Výzvy', 'Calls') },
  fields: [
    headingField(true),
    { name: 'text', type: 'textarea', label: label('Text', 'Text') },
    {
      name: 'links',
      type: 'array',
      maxRows: 2,
      label: label('Tlačítka', 'Buttons'),
      labels: { singular: label('tlačítko', 'button'), plural: label('Tlačítka', 'Buttons') },
      admin: { components: rowLabel },
      fields: [linkField({ name: 'link' })],
    },
  ],
}
