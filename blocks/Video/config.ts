import type { Block } from 'payload'

import { backgroundClassField } from '../shared/backgroundClassField'
import { linkField } from '../shared/linkFields'

/** The showreel (spec 3 "Video block"); the player loads only after a click. */
export const VideoBlockConfig: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: { cs: 'Video', en: 'Video' }, plural: { cs: 'Videa', en: 'Videos' } },
  fields: [
    backgroundClassField,
    { name: 'title', type: 'text', required: true, label: { cs: 'Nadpis', en: 'Title' } },
    { name: 'perex', type: 'textarea', label: { cs: 'Perex', en: 'Perex' } },
    {
      ...linkField(
        'embededVideoLink',
        { cs: 'Odkaz na video (YouTube nebo Vimeo)', en: 'Video link' },
        true,
      ),
    },
    {
      ...linkField('videoLink', { cs: 'Odkaz pod videem', en: 'Link below the video' }),
      admin: {
        description: {
          cs: 'Prázdné = web online podepisování z Nastavení webu → Kontakty a odkazy.',
          en: 'Empty = the online signing site of the site settings.',
        },
      },
    },
    {
      name: 'videoLinkText',
      type: 'text',
      defaultValue: 'Chci podepsat dokument',
      label: { cs: 'Text odkazu pod videem', en: 'Link text' },
    },
    {
      name: 'placeholderImage',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: { cs: 'Náhledový obrázek', en: 'Placeholder image' },
    },
  ],
}
