import type { Block } from 'payload'

import { backgroundClassField } from '../shared/backgroundClassField'
import { linkField } from '../shared/linkFields'

/** The homepage hero (spec 3 "Introduction block"). */
export const IntroductionBlockConfig: Block = {
  slug: 'introduction',
  interfaceName: 'IntroductionBlock',
  labels: {
    singular: { cs: 'Úvod (hero)', en: 'Introduction (hero)' },
    plural: { cs: 'Úvody', en: 'Introductions' },
  },
  fields: [
    backgroundClassField,
    { name: 'heading', type: 'text', required: true, label: { cs: 'Nadpis', en: 'Heading' } },
    { name: 'text', type: 'textarea', label: { cs: 'Text', en: 'Text' } },
    { name: 'buttonText', type: 'text', label: { cs: 'Text tlačítka', en: 'Button text' } },
    linkField('buttonURL', { cs: 'Odkaz tlačítka', en: 'Button URL' }),
    {
      name: 'pushConsultationDlp',
      type: 'checkbox',
      defaultValue: true,
      label: {
        cs: 'Po kliknutí odeslat do analytiky consultation_interest',
        en: 'Push consultation_interest on click',
      },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { cs: 'Ilustrace', en: 'Illustration' },
    },
  ],
}
