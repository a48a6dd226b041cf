import type { Block } from 'payload'

import { backgroundClassField } from '../shared/backgroundClassField'
import { label } from '@/fields/label'
import { linkField } from '@/fields/link'
import { headingField } from '../shared/sectionFields'

/** The free 30-minute consultation banner; its button pushes consultation_interest. */
export const ConsultationBannerBlockConfig: Block = {
  slug: 'consultationBanner',
  interfaceName: 'ConsultationBannerBlock',
  labels: {
    singular: label('Banner konzultace', 'Consultation banner'),
    plural: label('Bannery konzultace', 'Consultation banners'),
  },
  fields: [
    backgroundClassField,
    headingField(true),
    { name: 'text', type: 'textarea', label: label('Text', 'Text') },
    {
      name: 'buttonText',
      type: 'text',
      required: true,
      label: label('Text tlačítka', 'Button text'),
    },
    linkField({
      name: 'buttonURL',
      label: label('Odkaz tlačítka', 'Button link'),
      withLabel: false,
      defaultPath: '/konzultace',
    }),
    { name: 'image', type: 'upload', relationTo: 'media', label: label('Obrázek', 'Image') },
  ],
}
