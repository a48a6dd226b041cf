import type { UIField } from 'payload'

import type { PrepublishDocumentKind } from '@/lib/prepublish/types'

/** The sidebar panel "Kontrola před zveřejněním" (src/components/admin/prepublish/). */
export const prepublishChecksField = (kind: PrepublishDocumentKind): UIField => ({
  name: 'prepublishChecks',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: {
      Field: {
        path: '@/components/admin/prepublish/PrepublishChecksPanel#PrepublishChecksPanel',
        clientProps: { kind },
      },
    },
  },
})
