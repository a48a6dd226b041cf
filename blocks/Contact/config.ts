import type { Block } from 'payload'

import { linkField } from '../shared/linkFields'

/** Heading, text and address; the phone and e-mail come from the site settings. */
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
    { name: 'address', type: 'textarea', label: { cs: 'Adresa', en: 'Address' } },
    { name: 'buttonText', type: 'text', label: { cs: 'Text tlačítka', en: 'Button text' } },
    linkField('buttonPath', { cs: 'Odkaz tlačítka', en: 'Button link' }),
  ],
}
