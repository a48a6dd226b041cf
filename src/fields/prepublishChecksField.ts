import type { UIField } from 'payload'

import { label } from '@/fields/label'
import type { PrepublishDocumentKind } from '@/lib/prepublish/types'

/** The sidebar panel "Kontrola před zveřejněním" (src/components/admin/prepublish/). */
export const prepublishChecksField = (kind: PrepublishDocumentKind): UIField => ({
  name: 'prepublishChecks',
  type: 'ui',
  // Named where Payload lists fields (not "Prepublish Checks"); a panel, never a list column.
  label: label('Kontrola před zveřejněním', 'Pre-publish check'),
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: {
      Field: {
        path: '@/components/admin/prepublish/PrepublishChecksPanel#PrepublishChecksPanel',
        clientProps: { kind },
      },
    },
  },
})
