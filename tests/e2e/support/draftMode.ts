import { expect } from '@playwright/test'

import { E2E } from './ports'

/** Next's draft-mode cookie: one value per build, set by the preview route for editors. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** A request to the site without any cookie jar: exactly the headers given, redirects not followed. */
export function siteFetch(path: string, init: RequestInit = {}) {
  return fetch(`${E2E.siteUrl}${path}`, { redirect: 'manual', ...init })
}

/** A REST call with a user's token (no cookie, so no CSRF origin check). */
export async function restCall(token: string, method: string, path: string, data?: unknown) {
  const response = await siteFetch(path, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  })
  const body = await response.text()
  expect(response.ok, `${method} ${path}: ${body}`).toBe(true)
  return JSON.parse(body) as Record<string, unknown> & { doc?: { id: number } }
}

/** The token of a user signed in through the REST API. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await siteFetch('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, `sign-in of ${email}`).toBe(200)
  // No body carries the token (auth.removeTokenFromResponses): it is the session cookie's value.
  return /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? ''
}

/** The genuine draft-mode cookie value, as the preview route hands it to a signed-in editor. */
export async function draftModeCookieFor(token: string): Promise<string> {
  const response = await siteFetch('/next/preview?path=%2F', {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.status).toBe(307)
  const cookie = response.headers
    .getSetCookie()
    .find((entry) => entry.startsWith(`${DRAFT_MODE_COOKIE}=`))
  const value = cookie?.split(';')[0]!.slice(DRAFT_MODE_COOKIE.length + 1)
  expect(value, 'draft-mode cookie').toBeTruthy()
  return value!
}
