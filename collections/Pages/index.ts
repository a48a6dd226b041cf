import type { CollectionConfig } from 'payload'

import { siteBlocks } from '@blocks/siteBlocks'

import { refusePublishingWithErrors } from '@collections/shared/refusePublishingWithErrors'
import { livePreviewDefaults } from '@/fields/livePreviewDefaults'
import { label, languageLabel } from '@/fields/label'
import { czechDayOnly } from '@/fields/czechDatePicker'
import { publishButtonComponent } from '@/fields/publishButton'
import { linkField } from '@/fields/link'
import { prepublishChecksField } from '@/fields/prepublishChecksField'
import { rowLabel } from '@/fields/rowLabel'
import { codeRouteRefusal } from '@/lib/routes/codeRoutes'
import { livePreviewBreakpoints } from '@/lib/preview/livePreviewBreakpoints'

import { staffDrafts } from '../shared/staffDrafts'

import { revalidatePage } from './hooks/revalidatePage'
import { rememberLivePage } from './hooks/rememberLivePage'
import { revalidatePageDelete } from './hooks/revalidatePageDelete'
import { cancelScheduledPublish } from './hooks/cancelScheduledPublish'
import { setPublishedAt } from './hooks/setPublishedAt'
import { removePageFromSearchIndex, updatePageSearchIndex } from './hooks/updatePageSearchIndex'
import { previewUrl } from './previewUrl'
import { pageEditRecordKey } from '@/lib/editRecords/editRecordKey'
import { recordEditor } from '@collections/EditRecords/recordEditor'

const PAGE_PATH = /^[a-zA-Z0-9-]+(\/[a-zA-Z0-9-]+)*$/

export function validatePagePath(value: string | null | undefined): true | string {
  if (!value || !PAGE_PATH.test(value)) {
    return 'Použijte písmena bez diakritiky, číslice, pomlčky a lomítka (např. sofa/funkce), bez úvodního lomítka.'
  }
  return codeRouteRefusal(value) ?? true
}

/**
 * Every content route of the site. `path` is the URL path without the leading slash, so nested
 * routes such as `sofa/funkce/oblibene-polozky` work as one value.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: languageLabel('Stránka', 'Page'),
    plural: languageLabel('Stránky', 'Pages'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'kind', '_status', 'scheduledPublication', 'updatedAt'],
    group: label('Obsah', 'Content'),
    listSearchableFields: ['title', 'path'],
    livePreview: {
      url: ({ data }) => previewUrl(data?.path),
      breakpoints: livePreviewBreakpoints,
    },
    preview: (doc) => previewUrl(doc?.path),
    components: {
      edit: {
        PublishButton: publishButtonComponent,
        beforeDocumentControls: [livePreviewDefaults],
      },
    },
  },
  // Links to a page (menus, cards, redirects) only need where it lives and what it is called.
  defaultPopulate: { title: true, path: true },
  ...staffDrafts,
  // Scheduled publishing (the drawer by "Zveřejnit změny"; run by Payload's runner, src/scheduling/).
  versions: {
    ...staffDrafts.versions,
    drafts: { ...staffDrafts.versions.drafts, schedulePublish: true },
  },
  hooks: {
    beforeChange: [setPublishedAt, rememberLivePage, refusePublishingWithErrors('pages')],
    afterChange: [
      revalidatePage,
      updatePageSearchIndex,
      recordEditor((doc) => pageEditRecordKey(String(doc.id))),
    ],
    afterDelete: [revalidatePageDelete, removePageFromSearchIndex, cancelScheduledPublish],
  },
  // The SEO tab (group `meta`) is added after these tabs by src/fields/seo/searchResultPlugin.ts.
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: label('Obsah', 'Content'),
          fields: [
            {
              name: 'title',
              type: 'text',
              required: true,
              label: label('Nadpis', 'Title'),
            },
            {
              name: 'hero',
              type: 'group',
              label: label('Záhlaví stránky', 'Page header'),
              fields: [
                {
                  name: 'eyebrow',
                  type: 'text',
                  label: label('Nadtitulek (nepovinný)', 'Eyebrow (optional)'),
                },
                { name: 'lead', type: 'textarea', label: label('Perex', 'Lead') },
                {
                  name: 'actions',
                  type: 'array',
                  maxRows: 2,
                  label: label('Tlačítka', 'Buttons'),
                  labels: {
                    singular: label('tlačítko', 'button'),
                    plural: label('Tlačítka', 'Buttons'),
                  },
                  admin: { components: rowLabel },
                  fields: [linkField({ name: 'link' })],
                },
              ],
            },
            {
              name: 'layout',
              type: 'blocks',
              label: label('Bloky obsahu', 'Content blocks'),
              labels: { singular: label('blok', 'block'), plural: label('bloky', 'blocks') },
              blocks: siteBlocks,
              // Long layouts stay scannable: each block is one labelled row until opened.
              admin: { initCollapsed: true },
            },
          ],
        },
      ],
    },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Cesta (URL bez úvodního lomítka)', 'Path (URL without leading slash)'),
      validate: validatePagePath,
      admin: {
        position: 'sidebar',
        // What validatePagePath accepts; `home` and the sections' paths are refused (codeRoutes).
        description: label(
          'Např. sofa/funkce: písmena bez diakritiky, číslice, pomlčky a lomítka. Úvodní stránka se upravuje zvlášť (Obsah → Úvodní stránka).',
          'E.g. sofa/funkce. The homepage is edited on its own (Content → Homepage).',
        ),
      },
    },
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'page',
      label: label('Druh stránky', 'Kind'),
      options: [
        { label: label('Stránka', 'Page'), value: 'page' },
        { label: label('Novinka (výpis na /novinky)', 'News item'), value: 'news' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      label: label('Datum zveřejnění', 'Publication date'),
      admin: {
        position: 'sidebar',
        date: czechDayOnly,
        condition: (data) => data?.kind === 'news',
      },
    },
    {
      // A list column only (no value of its own): the page's pending scheduled publications.
      name: 'scheduledPublication',
      type: 'ui',
      label: label('Naplánováno', 'Scheduled'),
      admin: {
        components: {
          Cell: '@/components/admin/ScheduledPublicationCell#ScheduledPublicationCell',
        },
      },
    },
    {
      name: 'language',
      type: 'select',
      defaultValue: 'cs',
      label: label('Jazyk obsahu', 'Content language'),
      options: [
        { label: 'Čeština', value: 'cs' },
        { label: 'English', value: 'en' },
      ],
      admin: { position: 'sidebar' },
    },
    // After the tabs: the SEO plugin appends its tab only to tabs that come first.
    prepublishChecksField('pages'),
  ],
}
