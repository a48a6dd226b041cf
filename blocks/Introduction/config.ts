import type { Block } from 'payload'

import { backgroundClassField } from '../shared/backgroundClassField'
import { label } from '@/fields/label'
import { linkField } from '@/fields/link'
import { headingField } from '../shared/sectionFields'

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
    headingField(true),
    { name: 'text', type: 'textarea', label: label('Text', 'Text') },
    { name: 'buttonText', type: 'text', label: label('Text tlačítka', 'Button text') },
    linkField({
      name: 'buttonURL',
      label: label('Odkaz tlačítka', 'Button link'),
      withLabel: false,
      required: false,
    }),
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
