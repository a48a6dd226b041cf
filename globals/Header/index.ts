import type { GlobalConfig } from 'payload'

import { publishedOrStaff } from '@/access/publishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { globalPublishedState } from '@/fields/globalPublishedState'
import { livePreviewDefaults } from '@/fields/livePreviewDefaults'
import { livePreviewBreakpoints } from '@/lib/preview/livePreviewBreakpoints'
import { HOME_PATH } from '@/lib/routes/pagePath'

import { previewUrl } from '../../collections/Pages/previewUrl'
import { label } from '@/fields/label'
import { linkField } from '@/fields/link'
import { rowsField } from '@/fields/rowsField'

import { revalidateHeader } from './hooks/revalidateHeader'
import { globalEditRecordKey } from '@/lib/editRecords/editRecordKey'
import { recordEditor } from '@collections/EditRecords/recordEditor'

/**
 * The top menu: plain links and mega-menus. A mega-menu has columns (solutions, products, partner
 * solutions), each a list of links with a short description.
 */
export const Header: GlobalConfig = {
  slug: 'header',
  label: label('Hlavička a menu', 'Header and menu'),
  admin: {
    group: label('Nastavení webu', 'Site settings'),
    // The homepage in draft mode, with this global's latest draft (src/app/(site)/layout.tsx):
    // a marketer sees the menus before publishing them.
    livePreview: { url: () => previewUrl(HOME_PATH), breakpoints: livePreviewBreakpoints },
    preview: () => previewUrl(HOME_PATH),
    components: {
      elements: { beforeDocumentControls: [...globalPublishedState, livePreviewDefaults] },
    },
  },
  // Drafts stay in the admin: visitors (and the REST API without a session) see the published version.
  access: { read: publishedOrStaff, update: isStaff, readVersions: isStaff },
  versions: { drafts: true, max: 20 },
  hooks: { afterChange: [revalidateHeader, recordEditor(() => globalEditRecordKey('header'))] },
  fields: [
    rowsField({
      name: 'menu',
      label: label('Položky hlavního menu', 'Main menu items'),
      labels: { singular: label('položku', 'item'), plural: label('Položky', 'Items') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, label: label('Text v menu', 'Label') },
            {
              name: 'kind',
              type: 'radio',
              required: true,
              defaultValue: 'link',
              label: label('Druh', 'Kind'),
              admin: { layout: 'horizontal' },
              options: [
                { label: label('Odkaz', 'Link'), value: 'link' },
                { label: label('Mega-menu', 'Mega menu'), value: 'mega' },
              ],
            },
          ],
        },
        linkField({
          name: 'link',
          withLabel: false,
          condition: (_data, siblingData) => siblingData?.kind === 'link',
        }),
        {
          name: 'secondary',
          type: 'checkbox',
          label: label('V horním řádku (menší odkaz)', 'In the top row (smaller link)'),
          admin: { condition: (_data, siblingData) => siblingData?.kind === 'link' },
        },
        rowsField({
          name: 'groups',
          label: label('Sloupce mega-menu', 'Mega menu columns'),
          labels: { singular: label('sloupec', 'column'), plural: label('Sloupce', 'Columns') },
          maxRows: 4,
          condition: (_data, siblingData) => siblingData?.kind === 'mega',
          fields: [
            {
              name: 'heading',
              type: 'text',
              required: true,
              label: label('Nadpis sloupce', 'Column heading'),
            },
            rowsField({
              name: 'items',
              label: label('Odkazy', 'Links'),
              fields: [
                linkField({ name: 'link' }),
                {
                  name: 'description',
                  type: 'textarea',
                  label: label('Krátký popis', 'Short description'),
                  maxLength: 140,
                },
              ],
            }),
          ],
        }),
      ],
    }),
    linkField({ name: 'eshopLink', label: label('Odkaz na e-shop', 'E-shop link') }),
  ],
}
