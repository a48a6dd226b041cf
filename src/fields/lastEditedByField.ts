import type { Field, FieldHook } from 'payload'

import { label } from './label'

/** Who saved the document last (versions do not record it); set from the signed-in user. */
const setFromUser: FieldHook = ({ req, value }) =>
  req.user?.collection === 'users' ? req.user.id : value

/** Hidden and read-only: written only by its own hook, read by the dashboard. */
export const lastEditedByField: Field = {
  name: 'lastEditedBy',
  type: 'relationship',
  relationTo: 'users',
  label: label('Naposledy upravil(a)', 'Last edited by'),
  access: { create: () => false, update: () => false },
  admin: { hidden: true, readOnly: true },
  hooks: { beforeChange: [setFromUser] },
}
