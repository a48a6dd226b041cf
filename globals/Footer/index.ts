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

import { revalidateFooter } from './hooks/revalidateFooter'
import { globalEditRecordKey } from '@/lib/editRecords/editRecordKey'
import { recordEditor } from '@collections/EditRecords/recordEditor'

const linkList = (name: string, fieldLabel: { cs: string; en: string }) =>
  rowsField({ name, label: fieldLabel, fields: [linkField({ name: 'link' })] })

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: label('Patička', 'Footer'),
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
  hooks: { afterChange: [revalidateFooter, recordEditor(() => globalEditRecordKey('footer'))] },
  fields: [
    { name: 'heading', type: 'text', required: true, label: label('Nadpis', 'Heading') },
    { name: 'text', type: 'textarea', required: true, label: label('Text pod nadpisem', 'Text') },
    rowsField({
      name: 'columns',
      label: label('Sloupce odkazů', 'Link columns'),
      labels: { singular: label('sloupec', 'column'), plural: label('Sloupce', 'Columns') },
      fields: [
        { name: 'heading', type: 'text', required: true, label: label('Nadpis', 'Heading') },
        linkList('links', label('Odkazy', 'Links')),
      ],
    }),
    {
      name: 'meeting',
      type: 'group',
      label: label('Žádost o schůzku', 'Meeting request'),
      admin: {
        description: label(
          'Telefon a e-mail se berou z Nastavení webu → Kontakty a odkazy.',
          'Phone and e-mail come from Site settings → Contacts and links.',
        ),
      },
      fields: [
        { name: 'heading', type: 'text', required: true, label: label('Nadpis', 'Heading') },
        { name: 'text', type: 'textarea', label: label('Text', 'Text') },
        linkField({ name: 'link', label: label('Tlačítko', 'Button'), required: false }),
      ],
    },
    {
      name: 'cookieSettingsLabel',
      type: 'text',
      required: true,
      defaultValue: 'Nastavení cookies',
      label: label('Text odkazu na nastavení cookies', 'Cookie settings label'),
    },
    linkList('legalLinks', label('Právní odkazy (spodní řádek)', 'Legal links (bottom row)')),
    {
      name: 'copyright',
      type: 'text',
      required: true,
      label: label('Copyright', 'Copyright'),
      admin: { description: label('Rok se doplní sám.', 'The year is added automatically.') },
    },
  ],
}
