import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'

import { siteRelativeUrls } from './hooks/siteRelativeUrls'
import { visibleFileName } from './hooks/visibleFileName'
import { mediaDir } from './mediaDir'
import { missingFileNotFound } from './missingFileNotFound'
import { validateAltText } from './validateAltText'
import { label, languageLabel } from '@/fields/label'

/** Raster images and PDFs only: SVG and XML can carry scripts, so they are never accepted. */
export const allowedMediaTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'application/pdf',
]

const NOT_LISTED = { disableListColumn: true, disableListFilter: true, disableGroupBy: true }

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: languageLabel('Soubor', 'Media'),
    plural: languageLabel('Média', 'Media'),
  },
  admin: { group: label('Obsah', 'Content') },
  access: {
    read: anyone,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  hooks: { beforeOperation: [visibleFileName], afterRead: [siteRelativeUrls] },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: allowedMediaTypes,
    focalPoint: true,
    handlers: [missingFileNotFound],
    // Uploads get unique file names (a clash gets a numeric suffix), so browsers may keep a file
    // for a day and then revalidate in the background; without a header every page view
    // downloaded every image again.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
    },
    // The variants are no list columns, filters or groups: Payload would list each one's fields
    // under the size's code name and with its fixed English ("Velikosti > thumbnail > MIME Type").
    imageSizes: [
      {
        name: 'thumbnail',
        width: 320,
        formatOptions: { format: 'webp', options: { quality: 78 } },
        admin: NOT_LISTED,
      },
      {
        name: 'card',
        width: 640,
        formatOptions: { format: 'webp', options: { quality: 80 } },
        admin: NOT_LISTED,
      },
      {
        name: 'wide',
        width: 1280,
        formatOptions: { format: 'webp', options: { quality: 80 } },
        admin: NOT_LISTED,
      },
      { name: 'og', width: 1200, height: 630, position: 'centre', admin: NOT_LISTED },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      validate: validateAltText,
      label: label('Alternativní text', 'Alt text'),
      admin: {
        description: label(
          'Popis obrázku pro nevidomé a vyhledávače.',
          'Describes the image for screen readers and search engines.',
        ),
      },
    },
    // Payload's own upload fields with fixed English labels ("MIME Type", "Thumbnail URL" in the
    // list's columns and filters): Payload merges a field of the same name over its own.
    { name: 'mimeType', type: 'text', label: label('Typ souboru', 'MIME type') },
    { name: 'thumbnailURL', type: 'text', label: label('Adresa náhledu', 'Thumbnail URL') },
  ],
}
