import type { GlobalConfig } from 'payload'

import { siteBlocks } from '@blocks/siteBlocks'

import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { livePreviewBreakpoints } from '@/lib/preview/livePreviewBreakpoints'
import { HOME_PATH } from '@/lib/routes/pagePath'

import { previewUrl } from '../../collections/Pages/previewUrl'

import { revalidateHomepage } from './hooks/revalidateHomepage'
import { refusePublishingWithErrors } from '@collections/shared/refusePublishingWithErrors'
import { globalPublishedState } from '@/fields/globalPublishedState'
import { livePreviewDefaults } from '@/fields/livePreviewDefaults'
import { label } from '@/fields/label'
import { publishButtonComponent } from '@/fields/publishButton'
import { prepublishChecksField } from '@/fields/prepublishChecksField'
import { globalEditRecordKey } from '@/lib/editRecords/editRecordKey'
import { recordEditor } from '@collections/EditRecords/recordEditor'

/** The homepage `/`, block by block; each block is shown to one audience or to both. */
export const Homepage: GlobalConfig = {
  slug: 'homepage',
  label: label('Úvodní stránka', 'Homepage'),
  admin: {
    group: label('Obsah', 'Content'),
    livePreview: { url: () => previewUrl(HOME_PATH), breakpoints: livePreviewBreakpoints },
    preview: () => previewUrl(HOME_PATH),
    components: {
      elements: {
        PublishButton: publishButtonComponent,
        beforeDocumentControls: [...globalPublishedState, livePreviewDefaults],
      },
    },
  },
  access: {
    read: publishedOrStaff,
    update: isStaff,
    readVersions: isStaff,
  },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    max: 30,
  },
  hooks: {
    beforeChange: [refusePublishingWithErrors('homepage')],
    afterChange: [revalidateHomepage, recordEditor(() => globalEditRecordKey('homepage'))],
  },
  // The SEO tab (group `meta`) is added after this tab by src/fields/seo/searchResultPlugin.ts.
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: label('Obsah', 'Content'),
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              label: label('Bloky stránky', 'Layout'),
              labels: { singular: label('blok', 'block'), plural: label('bloky', 'blocks') },
              blocks: siteBlocks,
              // Long layouts stay scannable: each block is one labelled row until opened.
              admin: { initCollapsed: true },
            },
          ],
        },
      ],
    },
    // After the tabs: the SEO plugin appends its tab only to tabs that come first.
    prepublishChecksField('homepage'),
  ],
}
