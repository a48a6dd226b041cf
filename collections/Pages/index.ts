import type { CollectionConfig } from 'payload'

import { siteBlocks } from '@blocks/siteBlocks'

import { refusePublishingWithErrors } from '@collections/shared/refusePublishingWithErrors'
import { label } from '@/fields/label'
import { linkField } from '@/fields/link'
import { prepublishChecksField } from '@/fields/prepublishChecksField'
import { rowLabel } from '@/fields/rowLabel'
import { codeRouteRefusal } from '@/lib/routes/codeRoutes'

import { staffDrafts } from '../shared/staffDrafts'

import { revalidatePage } from './hooks/revalidatePage'
import { rememberLivePage } from './hooks/rememberLivePage'
import { revalidatePageDelete } from './hooks/revalidatePageDelete'
import { setPublishedAt } from './hooks/setPublishedAt'
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
    singular: label('Stránka', 'Page'),
    plural: label('Stránky', 'Pages'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'kind', '_status', 'updatedAt'],
    group: label('Obsah', 'Content'),
    listSearchableFields: ['title', 'path'],
    livePreview: {
      url: ({ data }) => previewUrl(data?.path),
      breakpoints: [
        { name: 'mobile', label: 'Mobil', width: 390, height: 844 },
        { name: 'tablet', label: 'Tablet', width: 820, height: 1180 },
        { name: 'desktop', label: 'Počítač', width: 1280, height: 800 },
      ],
    },
    preview: (doc) => previewUrl(doc?.path),
  },
  // Links to a page (menus, cards, redirects) only need where it lives and what it is called.
  defaultPopulate: { title: true, path: true },
  ...staffDrafts,
  hooks: {
    beforeChange: [setPublishedAt, rememberLivePage, refusePublishingWithErrors('pages')],
    afterChange: [revalidatePage, recordEditor((doc) => pageEditRecordKey(String(doc.id)))],
    afterDelete: [revalidatePageDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      label: label('Nadpis', 'Title'),
    },
    prepublishChecksField('pages'),
    {
      type: 'tabs',
      tabs: [
        {
          label: label('Obsah', 'Content'),
          fields: [
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
                    singular: label('Tlačítko', 'Button'),
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
              blocks: siteBlocks,
            },
          ],
        },
        {
          name: 'meta',
          label: 'SEO',
          fields: [
            {
              name: 'title',
              type: 'text',
              maxLength: 70,
              label: label('Titulek pro vyhledávače', 'Meta title'),
              admin: {
                description: label(
                  'Nevyplněno: použije se nadpis stránky. Název firmy se připojí sám.',
                  'Empty: the page title is used. The company name is appended.',
                ),
              },
            },
            {
              name: 'description',
              type: 'textarea',
              maxLength: 170,
              label: label('Popis pro vyhledávače', 'Meta description'),
            },
            {
              name: 'image',
              type: 'upload',
              relationTo: 'media',
              label: label('Obrázek pro sdílení (Open Graph)', 'Open Graph image'),
            },
            {
              name: 'noIndex',
              type: 'checkbox',
              label: label(
                'Nezobrazovat ve vyhledávačích (a v mapě webu)',
                'Hide from search engines (and the sitemap)',
              ),
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
        description: label('Úvodní stránka má cestu „home“.', 'The homepage has the path "home".'),
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
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd. M. yyyy' },
        condition: (data) => data?.kind === 'news',
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
  ],
}
