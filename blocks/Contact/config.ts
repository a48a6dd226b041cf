import type { Block } from 'payload'

import { linkField } from '../shared/linkFields'

export const ContactBlockConfig: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: {
    singular: { cs: 'Kontakt', en: 'Contact' },
    plural: { cs: 'Kontakty', en: 'Contacts' },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, label: { cs: 'Nadpis', en: 'Heading' } },
    { name: 'text', type: 'textarea', label: { cs: 'Text', en: 'Text' } },
    { name: 'phone', type: 'text', required: true, label: { cs: 'Telefon', en: 'Phone' } },
    { name: 'email', type: 'email', required: true, label: { cs: 'E-mail', en: 'E-mail' } },
    { name: 'address', type: 'textarea', label: { cs: 'Adresa', en: 'Address' } },
    { name: 'buttonText', type: 'text', label: { cs: 'Text tlačítka', en: 'Button text' } },
    linkField('buttonPath', { cs: 'Odkaz tlačítka', en: 'Button link' }),
  ],
}
