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
import { equalizeSignInTiming } from './hooks/equalizeSignInTiming'
import { requireCurrentPassword, takeCurrentPassword } from './hooks/requireCurrentPassword'
import { logLockedAccount, refundSignIn, throttleSignIn } from './hooks/signInThrottle'
import { label } from '@/fields/label'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: label('Uživatel', 'User'),
    plural: label('Uživatelé', 'Users'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: label('Správa', 'Administration'),
  },
  auth: {
    // Lock an account for 15 minutes after 5 wrong passwords within one sign-in window. Per-client
    // limits come first (hooks/signInThrottle.ts): one address may fail at most 4 times per account
    // and window (LOGIN_RATE_LIMIT_PER_ACCOUNT, kept below 5), so it cannot lock anyone out.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
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
  hooks: {
    // Order matters: a throttled sign-in is refused before the timing work runs.
    beforeOperation: [throttleSignIn, equalizeSignInTiming, takeCurrentPassword],
    beforeChange: [requireCurrentPassword],
    afterChange: [afterCredentialChange],
    afterLogin: [refundSignIn],
    afterError: [logLockedAccount],
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
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
