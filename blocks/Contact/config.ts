import type { Block } from 'payload'

import { label } from '@/fields/label'
import { linkField } from '@/fields/link'
import { headingField } from '../shared/sectionFields'

/** Heading, text and address; the phone and e-mail come from the site settings. */
export const ContactBlockConfig: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: {
    singular: label('Kontakt', 'Contact'),
    plural: label('Kontakty', 'Contacts'),
  },
  fields: [
    headingField(true),
    { name: 'text', type: 'textarea', label: label('Text', 'Text') },
    { name: 'address', type: 'textarea', label: label('Adresa', 'Address') },
    { name: 'buttonText', type: 'text', label: label('Text tlačítka', 'Button text') },
    linkField({
      name: 'buttonPath',
      label: label('Odkaz tlačítka', 'Button link'),
      withLabel: false,
      required: false,
    }),
  ],
}
