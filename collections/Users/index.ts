import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { isAdmin, isAdminField } from '@/access/isAdmin'

import {
  forgotPasswordEmailHtml,
  forgotPasswordEmailSubject,
  RESET_LINK_VALID_MS,
} from './forgotPasswordEmail'
import { currentPasswordField } from './currentPasswordField'
import { afterCredentialChange } from './hooks/afterCredentialChange'
import { forgotPasswordEndpoint } from './forgotPasswordEndpoint'
import { equalizeSignInTiming } from './hooks/equalizeSignInTiming'
import { refuseCrossSiteSignIn } from './hooks/refuseCrossSiteSignIn'
import { requireCurrentPassword, takeCurrentPassword } from './hooks/requireCurrentPassword'
import { forgiveSignIn, throttleSignIn, timeFailedSignIn } from './hooks/signInThrottle'
import { label, languageLabel } from '@/fields/label'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: languageLabel('Uživatel', 'User'),
    plural: languageLabel('Uživatelé', 'Users'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: label('Správa', 'Administration'),
  },
  auth: {
    // No account lock: anyone who knows an editor's address could trigger one. Failed sign-ins
    // slow the client that makes them instead, per address and account (hooks/signInThrottle.ts).
    // The columns login_attempts and lock_until stay until a later release drops them
    // (expand-then-contract); nothing reads them.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
    // No session token in any answer (login, me, refresh, reset; REST and Local API): a script on
    // a page could read it there, never from the HttpOnly cookie the admin runs on.
    removeTokenFromResponses: true,
    // The reset e-mail in Czech, linking the admin's reset form (forgotPasswordEmail.ts).
    forgotPassword: {
      expiration: RESET_LINK_VALID_MS,
      generateEmailSubject: forgotPasswordEmailSubject,
      generateEmailHTML: forgotPasswordEmailHtml,
    },
  },
  // The reset request answers before its work is done (forgotPasswordEndpoint.ts).
  endpoints: [forgotPasswordEndpoint],
  hooks: {
    // Order matters: a foreign origin is refused first, a throttled sign-in before the timing work.
    beforeOperation: [
      refuseCrossSiteSignIn,
      throttleSignIn,
      equalizeSignInTiming,
      takeCurrentPassword,
    ],
    beforeChange: [requireCurrentPassword],
    afterChange: [afterCredentialChange],
    afterLogin: [forgiveSignIn],
    afterError: [timeFailedSignIn],
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: label('Jméno', 'Name'),
    },
    {
      name: 'roles',
      type: 'select',
      label: label('Role', 'Roles'),
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: [
        { label: label('Administrátor', 'Administrator'), value: 'admin' },
        { label: label('Editor (marketing)', 'Editor (marketing)'), value: 'editor' },
      ],
      access: {
        // An editor may edit their own profile but never raise their own role.
        create: isAdminField,
        update: isAdminField,
      },
    },
    currentPasswordField,
  ],
}
