import { randomBytes } from 'node:crypto'

import { bodyField } from '../bodyFields'
import { HttpError, redirect, sendHtml, sendJson } from '../http'
import { isTrustedSiteOrigin } from '../origins'
import { identityLoginPage } from '../pages/identityLoginPage'
import { messagePage } from '../pages/layout'
import { route, type Route, type RouteContext } from '../router'
import { issueSessionToken, type SessionKeys } from '../session'

const IDENTITY_TOKEN_TTL_MS = 10 * 60_000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function trustedReturnUrl(context: RouteContext, value: string | null): URL | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return isTrustedSiteOrigin(url.origin, context.siteUrl) ? url : null
  } catch {
    return null
  }
}

function rejectReturnUrl(context: RouteContext): void {
  sendHtml(
    context.res,
    400,
    messagePage(
      'Chybná návratová adresa',
      'Přihlášení bylo otevřeno bez platné adresy, kam se po něm vrátit. Vraťte se prosím na web a zkuste to znovu.',
    ),
  )
}

/** A one-time token for the site to exchange (also used by the test shortcut). */
export function issueIdentityToken(context: RouteContext, mail: string): string {
  const token = randomBytes(24).toString('base64url')
  context.state.identityTokens.set(token, { mail, expiresAt: Date.now() + IDENTITY_TOKEN_TTL_MS })
  return token
}

export function identityRoutes(keys: SessionKeys): Route[] {
  return [
    route('GET', '/identity/login', (c) => {
      const returnUrl = trustedReturnUrl(c, c.url.searchParams.get('return_url'))
      if (!returnUrl) return rejectReturnUrl(c)
      sendHtml(c.res, 200, identityLoginPage({ returnUrl: returnUrl.toString() }))
    }),

    route('POST', '/identity/login', (c) => {
      const returnUrl = trustedReturnUrl(c, bodyField(c.body, 'return_url'))
      if (!returnUrl) return rejectReturnUrl(c)
      const email = (bodyField(c.body, 'email') ?? '').trim().toLowerCase()
      if (!EMAIL.test(email)) {
        return sendHtml(
          c.res,
          422,
          identityLoginPage({
            returnUrl: returnUrl.toString(),
            email,
            error: 'Zadejte prosím platnou e-mailovou adresu.',
          }),
        )
      }
      returnUrl.searchParams.set('token', issueIdentityToken(c, email))
      redirect(c.res, returnUrl.toString())
    }),

    route('POST', '/s602-session', async (c) => {
      const token = bodyField(c.body, 'token')
      const identity = token ? c.state.identityTokens.get(token) : undefined
      // one-time: the token is gone whatever the outcome
      if (token) c.state.identityTokens.delete(token)
      if (!identity || identity.expiresAt < Date.now()) {
        throw new HttpError(401, 'Přihlašovací token je neplatný, použitý nebo prošlý.')
      }
      sendJson(c.res, 200, {
        token: await issueSessionToken(keys, identity.mail, c.state.sessionEpoch),
      })
    }),
  ]
}
