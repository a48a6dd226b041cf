import type { GlobalConfig } from 'payload'

import { publishedOrStaff } from '@/access/publishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { globalPublishedState } from '@/fields/globalPublishedState'
import { label } from '@/fields/label'
import { czechDayAndTime } from '@/fields/czechDatePicker'
import { publishButtonComponent } from '@/fields/publishButton'
import { linkField } from '@/fields/link'

import { revalidateInfoBanner } from './hooks/revalidateInfoBanner'
import { globalEditRecordKey } from '@/lib/editRecords/editRecordKey'
import { recordEditor } from '@collections/EditRecords/recordEditor'

/** The closable strip above the header. A visitor who closes it does not see it again. */
export const InfoBanner: GlobalConfig = {
  slug: 'info-banner',
  label: label('Informační lišta', 'Info banner'),
  admin: {
    group: label('Nastavení webu', 'Site settings'),
    components: {
      elements: {
        PublishButton: publishButtonComponent,
        beforeDocumentControls: globalPublishedState,
      },
    },
  },
  // Drafts stay in the admin: visitors (and the REST API without a session) see the published version.
  access: { read: publishedOrStaff, update: isStaff, readVersions: isStaff },
  versions: { drafts: { schedulePublish: true }, max: 20 },
  hooks: {
    afterChange: [revalidateInfoBanner, recordEditor(() => globalEditRecordKey('info-banner'))],
  },
  fields: [
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: false,
      label: label('Zobrazit lištu', 'Show the banner'),
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: 220,
      label: label('Text', 'Text'),
      admin: {
        description: label(
          'Po změně textu nebo odkazu se lišta znovu ukáže i těm, kdo ji zavřeli.',
          'Changing the text or link shows the banner again to visitors who closed it.',
        ),
      },
    },
    linkField({
      name: 'link',
      required: false,
      label: label('Odkaz (nepovinný)', 'Link (optional)'),
    }),
    {
      name: 'endDate',
      type: 'date',
      label: label('Zobrazovat do (nepovinné)', 'Show until (optional)'),
      admin: {
        date: czechDayAndTime,
        description: label('Po tomto okamžiku se lišta skryje sama.', 'Hidden after this moment.'),
      },
    },
  ],
}
