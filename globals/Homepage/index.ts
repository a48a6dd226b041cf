import type { GlobalConfig } from 'payload'

import { siteBlocks } from '@blocks/siteBlocks'

import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { HOME_PATH } from '@/lib/routes/pagePath'

import { previewUrl } from '../../collections/Pages/previewUrl'

import { revalidateHomepage } from './hooks/revalidateHomepage'
import { refusePublishingWithErrors } from '@collections/shared/refusePublishingWithErrors'
import { label } from '@/fields/label'
import { prepublishChecksField } from '@/fields/prepublishChecksField'
import { globalEditRecordKey } from '@/lib/editRecords/editRecordKey'
import { recordEditor } from '@collections/EditRecords/recordEditor'

/** The homepage `/`, block by block; each block is shown to one audience or to both. */
export const Homepage: GlobalConfig = {
  slug: 'homepage',
  label: label('Úvodní stránka', 'Homepage'),
  admin: {
    group: label('Obsah', 'Content'),
    livePreview: { url: () => previewUrl(HOME_PATH) },
    preview: () => previewUrl(HOME_PATH),
  },
  access: {
    read: publishedOrStaff,
    update: isStaff,
    readVersions: isStaff,
  },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: false },
    max: 30,
  },
  hooks: {
    beforeChange: [refusePublishingWithErrors('homepage')],
    afterChange: [revalidateHomepage, recordEditor(() => globalEditRecordKey('homepage'))],
  },
  fields: [
    prepublishChecksField('homepage'),
    {
      name: 'title',
      type: 'text',
      required: true,
      label: label('Titulek stránky (SEO)', 'Page title (SEO)'),
    },
    {
      name: 'description',
      type: 'textarea',
      label: label('Popis pro vyhledávače', 'Meta description'),
      maxLength: 300,
    },
    {
      name: 'layout',
      type: 'blocks',
      label: label('Bloky stránky', 'Layout'),
      blocks: siteBlocks,
    },
  ],
}
