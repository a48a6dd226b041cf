import type { Config } from 'payload'

type Admin = NonNullable<Config['admin']>

/**
 * The company's look in the admin: page titles "… – Administrace Software602", the site's own
 * favicon (Next serves src/app/(site)/icon.svg under a hashed name, so the admin has a
 * byte-identical copy in public/admin, checked by a unit test) and the site's logo and mark.
 */
export const adminMeta = {
  titleSuffix: '– Administrace Software602',
  icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/admin/icon.svg' }],
} satisfies Admin['meta']

export const adminGraphics = {
  Logo: '@/components/admin/AdminLogo#AdminLogo',
  Icon: '@/components/admin/AdminIcon#AdminIcon',
} satisfies NonNullable<Admin['components']>['graphics']
