import type { Block } from 'payload'

import { backgroundClassField } from '../shared/backgroundClassField'
import { linkField } from '../shared/linkFields'

/** The free 30-minute consultation banner; its button pushes consultation_interest. */
export const ConsultationBannerBlockConfig: Block = {
  slug: 'consultationBanner',
  interfaceName: 'ConsultationBannerBlock',
  labels: {
    singular: { cs: 'Banner konzultace', en: 'Consultation banner' },
    plural: { cs: 'Bannery konzultace', en: 'Consultation banners' },
  },
  fields: [
    backgroundClassField,
    { name: 'heading', type: 'text', required: true, label: { cs: 'Nadpis', en: 'Heading' } },
    { name: 'text', type: 'textarea', label: { cs: 'Text', en: 'Text' } },
    {
      name: 'buttonText',
      type: 'text',
      required: true,
      label: { cs: 'Text tlačítka', en: 'Button text' },
    },
    {
      ...linkField('buttonURL', { cs: 'Odkaz tlačítka', en: 'Button URL' }, true),
      defaultValue: '/konzultace',
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { cs: 'Obrázek', en: 'Image' } },
  ],
}
