import type { Block } from 'payload'

import { backgroundClassField } from '../shared/backgroundClassField'
import { signingSiteLinkField } from '../shared/signingSiteLinkField'
import { label } from '@/fields/label'

/** A video page (https) or a video file of this site (a path). */
const VIDEO_ADDRESS = /^(\/\S*|https:\/\/\S+)$/

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
      // The address the player embeds, not a link a visitor follows: it stays one checked text.
      name: 'embededVideoLink',
      type: 'text',
      required: true,
      label: label('Odkaz na video (YouTube nebo Vimeo)', 'Video link'),
      admin: {
        description: label(
          'Video z YouTube nebo Vimeo se přehraje na stránce; jiná adresa se otevře v novém okně.',
          'YouTube and Vimeo play on the page; another address opens in a new window.',
        ),
      },
      validate: (value: string | null | undefined) =>
        VIDEO_ADDRESS.test(value ?? '') ||
        'Zadejte cestu na webu (např. /video.mp4) nebo adresu začínající https://.',
    },
    signingSiteLinkField('videoLink', label('Odkaz pod videem', 'Link below the video')),
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
