import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/html/escapeHtml'

/** How long a password-reset link works (Payload's default, set explicitly in index.ts). */
export const RESET_LINK_VALID_HOURS = 1
export const RESET_LINK_VALID_MS = RESET_LINK_VALID_HOURS * 60 * 60 * 1000

type EmailArgs = { req?: PayloadRequest; token?: string; user?: { email?: string | null } }

/** "1 hodinu", "2 hodiny", "5 hodin" (accusative, as in "platí 1 hodinu"). */
function hours(count: number): string {
  if (count === 1) return '1 hodinu'
  return count >= 2 && count <= 4 ? `${count} hodiny` : `${count} hodin`
}

/**
 * The admin's reset form for this token, as Payload links it by default (admin route + reset
 * route + token), always on SITE_URL: never an address taken from the request's Host header.
 */
export function resetPasswordUrl(token: string, req?: PayloadRequest): string {
  const config = req?.payload.config
  return formatAdminURL({
    adminRoute: config?.routes.admin ?? '/admin',
    path: `${config?.admin.routes.reset ?? '/reset'}/${encodeURIComponent(token)}`,
    serverURL: env().SITE_URL,
  })
}

export const forgotPasswordEmailSubject = () => 'Obnovení hesla do administrace Software602'

/**
 * The password-reset e-mail of an editor, in Czech: plain paragraphs and the address written out
 * (not only behind a link), so it reads the same in a client that shows no HTML.
 */
export function forgotPasswordEmailHtml({ req, token, user }: EmailArgs = {}): string {
  if (!token) throw new Error('forgotPasswordEmailHtml: missing reset token')
  const url = escapeHtml(resetPasswordUrl(token, req))
  const account = user?.email ? ` <strong>${escapeHtml(user.email)}</strong>` : ''
  return `<!doctype html>
<html lang="cs">
<head><meta charset="utf-8"><title>Obnovení hesla</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a">
<p>Dobrý den,</p>
<p>někdo (nejspíš vy) požádal o obnovení hesla k účtu${account} v administraci webu Software602.</p>
<p>Nové heslo si nastavíte na této adrese:</p>
<p><a href="${url}">${url}</a></p>
<p>Odkaz platí ${hours(RESET_LINK_VALID_HOURS)} a použít jej lze jen jednou. Poté si na přihlašovací stránce administrace můžete vyžádat nový.</p>
<p>Pokud jste o obnovení hesla nežádali, e-mail prosím ignorujte: vaše heslo zůstává beze změny.</p>
<p>Web Software602</p>
</body>
</html>
`
}
