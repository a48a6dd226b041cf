import type { Field } from 'payload'

import { label } from '@/fields/label'

export const CURRENT_PASSWORD_FIELD = 'currentPassword'

/**
 * The current password typed with a change of one's own password or e-mail. Virtual (no
 * column), taken out of the data by hooks/requireCurrentPassword.ts before the operation runs,
 * and never read back.
 */
export const currentPasswordField: Field = {
  name: CURRENT_PASSWORD_FIELD,
  type: 'text',
  virtual: true,
  label: label('Současné heslo', 'Current password'),
  admin: {
    // Payload makes virtual fields read-only unless told otherwise; this one is typed into.
    readOnly: false,
    components: { Field: '@/components/admin/CurrentPasswordField#CurrentPasswordField' },
    description: label(
      'Vyplňte, když měníte své heslo nebo e-mail.',
      'Required when you change your own password or e-mail.',
    ),
  },
}
