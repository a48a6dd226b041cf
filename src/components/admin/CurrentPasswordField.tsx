'use client'

import { PasswordField, useAuth, useDocumentInfo } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

const acceptAnything = () => true as const

/**
 * "Současné heslo" on one's own account (the account view, or one's own row in Uživatelé):
 * the server asks for it when the password or e-mail changes (collections/Users/hooks/
 * requireCurrentPassword.ts). An administrator editing someone else sees nothing here. The value
 * is sent with the save and never stored.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const { user } = useAuth()
  const { id, collectionSlug } = useDocumentInfo()
  const own = collectionSlug === 'users' && user != null && String(user.id) === String(id)
  if (!own) return null
  return (
    <PasswordField
      autoComplete="current-password"
      field={{ ...field, required: false }}
      path={path ?? field.name}
      validate={acceptAnything}
    />
  )
}
