import type { Block } from 'payload'

import { backgroundClassField } from '../shared/backgroundClassField'
import { analyticsEventField } from '../shared/analyticsEventField'
import { signingSiteLinkField } from '../shared/signingSiteLinkField'
import { label } from '@/fields/label'

/** A one-line call to action (spec 3 "Stripe"). */
export const StripeBlockConfig: Block = {
  slug: 'stripe',
  interfaceName: 'StripeBlock',
  labels: {
    singular: label('Pruh s výzvou', 'Stripe'),
    plural: label('Pruhy s výzvou', 'Stripes'),
  },
  fields: [
    backgroundClassField,
    { name: 'title', type: 'text', required: true, label: label('Nadpis', 'Title') },
    {
      name: 'buttonClass',
      type: 'select',
      required: true,
      defaultValue: 'primary',
      label: label('Styl tlačítka', 'Button style'),
      options: [
        { value: 'primary', label: label('Plné modré', 'Primary') },
        { value: 'light', label: label('Plné bílé', 'Light') },
        { value: 'outline', label: label('Obrysové', 'Outline') },
      ],
    },
    {
      name: 'buttonText',
      type: 'text',
      required: true,
      label: label('Text tlačítka', 'Button text'),
    },
    signingSiteLinkField('buttonPath', label('Odkaz tlačítka', 'Button link')),
    analyticsEventField,
  ],
}
