import type { Block } from 'payload'

import { backgroundClassField } from '../shared/backgroundClassField'
import { linkField } from '../shared/linkFields'
import { label } from '@/fields/label'

/** The homepage hero (spec 3 "Introduction block"). */
export const IntroductionBlockConfig: Block = {
  slug: 'introduction',
  interfaceName: 'IntroductionBlock',
  labels: {
    singular: label('Úvod (hero)', 'Introduction (hero)'),
    plural: label('Úvody', 'Introductions'),
  },
  fields: [
    backgroundClassField,
    { name: 'heading', type: 'text', required: true, label: label('Nadpis', 'Heading') },
    { name: 'text', type: 'textarea', label: label('Text', 'Text') },
    { name: 'buttonText', type: 'text', label: label('Text tlačítka', 'Button text') },
    linkField('buttonURL', label('Odkaz tlačítka', 'Button URL')),
    {
      name: 'pushConsultationDlp',
      type: 'checkbox',
      defaultValue: true,
      label: label(
        'Po kliknutí odeslat do analytiky consultation_interest',
        'Push consultation_interest on click',
      ),
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: label('Ilustrace', 'Illustration'),
    },
  ],
}
