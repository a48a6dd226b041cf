import { readdirSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'

/**
 * A request the site cannot serve is a 4xx, never a 500, and no answer shows a stack or a file
 * path: every REST route of every collection and global of the running config (listed by
 * Payload's /api/access, so new ones are swept too) and every site route handler (route.ts
 * files under src/app) with bad ids, bad query parameters and control characters, as an
 * anonymous visitor and, where access would stop them first, as the administrator.
 */

const BAD_VALUES = [
  'abc',
  '%00',
  '%0a',
  '%09',
  '%7f',
  '%zz',
  '%E0%A4%A',
  '-1',
  '99999999999999999999',
  'x'.repeat(2000),
]
const BAD_QUERIES = [
  ...['page', 'limit', 'depth'].flatMap((name) =>
    ['abc', '-1', '0.5', '99999999999999999999', '%00'].map((value) => `${name}=${value}`),
  ),
  'sort=%00',
  'sort=nonexistent',
  'where=abc',
  'where[id][equals]=abc',
  'where[id][in]=abc,1',
  'where[id][equals]=99999999999999999999',
  'where[or][0]=abc',
  'where[title][like]=%00',
  'where[nonexistent][equals]=1',
  'where[id][near]=1,2,3,4',
  'draft=%00',
  'locale=%00',
]
const STACK_OR_PATH = /\n\s+at |node_modules|\/work\/|\.(?:js|ts|mjs):\d+:\d+|"stack"/

/** Site route handlers as URL templates: `(group)` segments dropped, Payload's own API left out. */
function siteRouteHandlers(): string[] {
  const app = path.resolve('src/app')
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) =>
      path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => !/^\(.*\)$/.test(segment))
        .join('/'),
    )
    .filter((route) => !route.includes('[...'))
    .map((route) => `/${route}`)
}

/** Every spelling of a route template with its `[param]` segments replaced by bad values. */
const withBadParams = (route: string): string[] =>
  route.includes('[')
    ? BAD_VALUES.map((bad) => route.replace(/\[[^\]]+\]/g, bad))
    : [route, ...BAD_VALUES.map((bad) => `${route}/${bad}`)]

type Failure = { url: string; as: string; status: number; body: string }

async function sweep(
  request: APIRequestContext,
  urls: string[],
  as: string,
  headers: Record<string, string> = {},
): Promise<Failure[]> {
  const failures: Failure[] = []
  // a few at a time: the server is one process on a shared machine
  for (let i = 0; i < urls.length; i += 6) {
    await Promise.all(
      urls.slice(i, i + 6).map(async (url) => {
        const response = await request.get(url, {
          headers,
          maxRedirects: 0,
          failOnStatusCode: false,
        })
        const body = await response.text()
        if (response.status() >= 500 || STACK_OR_PATH.test(body)) {
          failures.push({ url, as, status: response.status(), body: body.slice(0, 120) })
        }
      }),
    )
  }
  return failures
}

test.describe('bad requests @desktop-only', () => {
  test.describe.configure({ timeout: 240_000 })

  test('every REST route and site route handler answers bad input with 4xx and no stack', async ({
    request,
  }) => {
    const signIn = await request.post('/api/users/login', {
      data: { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
    })
    // No body carries the token (auth.removeTokenFromResponses): it is the session cookie's value.
    const token = /payload-token=([^;]+)/.exec(signIn.headers()['set-cookie'] ?? '')?.[1]
    const admin = { Authorization: `JWT ${token}` }
    const access = (await (await request.get('/api/access', { headers: admin })).json()) as {
      collections: Record<string, unknown>
      globals: Record<string, unknown>
    }
    const collections = Object.keys(access.collections)
    const globals = Object.keys(access.globals)
    expect(collections).toEqual(expect.arrayContaining(['pages', 'media', 'users']))
    expect(globals.length).toBeGreaterThan(0)

    // ids and versions: also as the administrator, whom access does not stop before the query
    const byId = [
      ...collections.flatMap((slug) => [
        `/api/${slug}/versions`,
        `/api/${slug}/versions/1`,
        ...BAD_VALUES.flatMap((bad) => [
          `/api/${slug}/${bad}`,
          `/api/${slug}/versions/${bad}`,
          `/api/${slug}/file/${bad}`,
        ]),
      ]),
      ...globals.flatMap((slug) => [
        `/api/globals/${slug}/versions`,
        `/api/globals/${slug}/versions/1`,
        ...BAD_VALUES.flatMap((bad) => [
          `/api/globals/${slug}/${bad}`,
          `/api/globals/${slug}/versions/${bad}`,
        ]),
      ]),
      '/api/media/file/neni-tu.png',
    ]
    const byQuery = [
      ...collections.flatMap((slug) => [`/api/${slug}`, `/api/${slug}/count`]),
      ...globals.flatMap((slug) => [`/api/globals/${slug}`, `/api/globals/${slug}/versions`]),
    ].flatMap((url) => BAD_QUERIES.map((query) => `${url}?${query}`))
    const handlers = siteRouteHandlers()
    expect(handlers).toEqual(expect.arrayContaining(['/provider-image/[width]/[source]']))
    const siteUrls = handlers
      .flatMap(withBadParams)
      .flatMap((url) => [
        url,
        ...['path', 'x'].flatMap((name) => BAD_VALUES.map((bad) => `${url}?${name}=${bad}`)),
      ])

    const failures = [
      ...(await sweep(request, [...byId, ...byQuery, ...siteUrls], 'anonymous')),
      ...(await sweep(request, [...byId, ...byQuery], 'admin', admin)),
    ]
    expect(failures).toEqual([])
  })
})
