import type { Block } from 'payload'

import { backgroundClassField } from '../shared/backgroundClassField'
import { linkField } from '../shared/linkFields'
import { label } from '@/fields/label'

/** The showreel (spec 3 "Video block"); the player loads only after a click. */
export const VideoBlockConfig: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: label('Video', 'Video'), plural: label('Videa', 'Videos') },
  fields: [
    backgroundClassField,
    { name: 'title', type: 'text', required: true, label: label('Nadpis', 'Title') },
    { name: 'perex', type: 'textarea', label: label('Perex', 'Perex') },
    {
      ...linkField(
        'embededVideoLink',
        label('Odkaz na video (YouTube nebo Vimeo)', 'Video link'),
        true,
      ),
    },
    {
      ...linkField('videoLink', label('Odkaz pod videem', 'Link below the video')),
      admin: {
        description: label(
          'Prázdné = web online podepisování z Nastavení webu → Kontakty a odkazy.',
          'Empty = the online signing site of the site settings.',
        ),
      },
    },
    {
      name: 'videoLinkText',
      type: 'text',
      defaultValue: 'Chci podepsat dokument',
      label: label('Text odkazu pod videem', 'Link text'),
    },
    {
      name: 'placeholderImage',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: label('Náhledový obrázek', 'Placeholder image'),
    },
  ],
}
