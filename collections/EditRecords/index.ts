import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { label, languageLabel } from '@/fields/label'

/**
 * Who saved a page or a drafted global last (versions do not record a user), for the dashboard's
 * "what, who, when". One row per document (`pages:12`, `global:homepage`), written only by the
 * documents' own afterChange hook (src/cms/editRecords/recordEditor.ts). Its own table: a column on
 * `pages` or `homepage` would break the content migrations of earlier releases, which read those
 * tables through the Local API; for the same reason it has no document locks.
 */
export const EditRecords: CollectionConfig = {
  slug: 'edit-records',
  labels: {
    singular: languageLabel('Poslední úprava', 'Last edit'),
    plural: languageLabel('Poslední úpravy', 'Last edits'),
  },
  admin: { hidden: true, useAsTitle: 'document' },
  lockDocuments: false,
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  timestamps: true,
  fields: [
    {
      name: 'document',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Dokument', 'Document'),
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: label('Upravil(a)', 'Edited by'),
    },
  ],
}
