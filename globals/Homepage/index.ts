import type { GlobalConfig } from 'payload'

import { siteBlocks } from '@blocks/siteBlocks'

import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { HOME_PATH } from '@/lib/routes/pagePath'

import { previewUrl } from '../../collections/Pages/previewUrl'

import { revalidateHomepage } from './hooks/revalidateHomepage'

/** The homepage `/`, block by block; each block is shown to one audience or to both. */
export const Homepage: GlobalConfig = {
  slug: 'homepage',
  label: { cs: 'Úvodní stránka', en: 'Homepage' },
  admin: {
    group: { cs: 'Obsah', en: 'Content' },
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
  hooks: { afterChange: [revalidateHomepage] },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      label: { cs: 'Titulek stránky (SEO)', en: 'Page title (SEO)' },
    },
    {
      name: 'description',
      type: 'textarea',
      label: { cs: 'Popis pro vyhledávače', en: 'Meta description' },
      maxLength: 300,
    },
    {
      name: 'layout',
      type: 'blocks',
      label: { cs: 'Bloky stránky', en: 'Layout' },
      blocks: siteBlocks,
    },
  ],
}
