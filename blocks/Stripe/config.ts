import type { Block } from 'payload'

import { backgroundClassField } from '../shared/backgroundClassField'
import { analyticsEventField, linkField } from '../shared/linkFields'

/** A one-line call to action (spec 3 "Stripe"). */
export const StripeBlockConfig: Block = {
  slug: 'stripe',
  interfaceName: 'StripeBlock',
  labels: {
    singular: { cs: 'Pruh s výzvou', en: 'Stripe' },
    plural: { cs: 'Pruhy s výzvou', en: 'Stripes' },
  },
  fields: [
    backgroundClassField,
    { name: 'title', type: 'text', required: true, label: { cs: 'Nadpis', en: 'Title' } },
    {
      name: 'buttonClass',
      type: 'select',
      required: true,
      defaultValue: 'primary',
      label: { cs: 'Styl tlačítka', en: 'Button style' },
      options: [
        { value: 'primary', label: { cs: 'Plné modré', en: 'Primary' } },
        { value: 'light', label: { cs: 'Plné bílé', en: 'Light' } },
        { value: 'outline', label: { cs: 'Obrysové', en: 'Outline' } },
      ],
    },
    {
      name: 'buttonText',
      type: 'text',
      required: true,
      label: { cs: 'Text tlačítka', en: 'Button text' },
    },
    {
      ...linkField('buttonPath', { cs: 'Odkaz tlačítka', en: 'Button link' }),
      admin: {
        description: {
          cs: 'Prázdné = web online podepisování z Nastavení webu → Kontakty a odkazy.',
          en: 'Empty = the online signing site of the site settings.',
        },
      },
    },
    analyticsEventField,
  ],
}
