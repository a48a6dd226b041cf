import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  REST_GUARD_MESSAGES,
  refuseBadRestCall,
  refuseBadRestRequest,
  unknownRouteAsNotFound,
} from '@/lib/http/restRequestGuard'

/** Just what the guard reads of a config: two collections (one with versions) and a global. */
const config = {
  collections: [
    {
      slug: 'pages',
      versions: { drafts: true },
      fields: [],
      endpoints: [{ path: '/count' }, { path: '/:id' }, { path: '/versions' }],
    },
    { slug: 'redirects', versions: false, fields: [], endpoints: [{ path: '/:id' }] },
    { slug: 'payload-preferences', versions: false, fields: [], endpoints: [{ path: '/:key' }] },
  ],
  globals: [{ slug: 'site-settings', versions: false }],
} as unknown as SanitizedConfig

const status = (url: string) => {
  const parsed = new URL(url, 'http://127.0.0.1')
  return refuseBadRestRequest(config, parsed.pathname, parsed.searchParams)?.status ?? 'Payload'
}

describe('the REST guard', () => {
  it('lets well-formed requests through to Payload', () => {
    for (const url of [
      '/api/pages',
      '/api/pages/12',
      '/api/pages/count?where[id][in]=1,2',
      '/api/pages/versions/3?depth=1',
      '/api/pages?page=2&limit=10&sort=-title&where[title][like]=a%0Ab',
      '/api/unknown/abc',
      '/api/globals/site-settings',
      // The admin's preferences are read and saved by key, not by id.
      '/api/payload-preferences/collection-pages-94',
    ]) {
      expect(status(url), url).toBe('Payload')
    }
  })

  it('refuses what fails before an operation could refuse it', () => {
    for (const [url, expected] of [
      ['/api/pages/abc', 404],
      ['/api/pages/99999999999999999999', 404],
      ['/api/pages/2147483648', 404],
      ['/api/pages/%00', 404],
      ['/api/pages/%E0%A4%A', 400],
      ['/api/redirects/versions', 404],
      ['/api/redirects/versions/1', 404],
      ['/api/globals/site-settings/versions', 404],
      ['/api/pages/versions/abc', 404],
      ['/api/pages?where=abc', 400],
      ['/api/pages?where=%7B', 400],
      ['/api/pages?data=abc', 400],
      ['/api/pages?sort=%00', 400],
    ] as const) {
      expect(status(url), url).toBe(expected)
    }
  })

  it('leaves query values to the operation hooks (collections/shared/refuseBadQueries.ts)', () => {
    for (const url of [
      '/api/pages?page=-1',
      '/api/pages?limit=99999999999999999999',
      '/api/pages?where[title][near]=1,2',
      '/api/pages?where[_status][in]=x,y',
      '/api/pages?where=%7B%22title%22%3A%7B%22equals%22%3A%22a%22%7D%7D',
    ]) {
      expect(status(url), url).toBe('Payload')
    }
  })
})

describe('method override (POST + X-HTTP-Method-Override: GET)', () => {
  const call = (body: string, type: string) =>
    refuseBadRestCall(
      config,
      new Request('http://127.0.0.1/api/pages', {
        method: 'POST',
        headers: { 'X-HTTP-Method-Override': 'GET', 'Content-Type': type },
        body,
      }),
    ).then((response) => response?.status ?? 'Payload')

  it('checks the body as the query it stands for', async () => {
    const form = 'application/x-www-form-urlencoded'
    expect(await call('where[title][equals]=a', form)).toBe('Payload')
    expect(await call('where=abc', form)).toBe(400)
    expect(await call('sort=%00', form)).toBe(400)
    expect(await call('{"where":{}}', 'application/json')).toBe('Payload')
    expect(await call('{"where":', 'application/json')).toBe(400)
    expect(await call('['.repeat(200) + ']'.repeat(200), 'application/json')).toBe(400)
  })
})

describe('JSON bodies of writes', () => {
  const write = (path: string, body: string, type: string | null, method = 'POST') =>
    refuseBadRestCall(
      config,
      new Request(`http://127.0.0.1${path}`, {
        method,
        headers: type ? { 'Content-Type': type } : {},
        body,
      }),
    ).then((response) => response?.status ?? 'Payload')
  const deep = `{"value":${'['.repeat(1000)}${']'.repeat(1000)}}`

  it('are refused past the nesting bound, before any parser walks them', async () => {
    expect(await write('/api/pages', deep, 'application/json')).toBe(400)
    expect(await write('/api/pages/1', deep, 'application/json; charset=utf-8', 'PATCH')).toBe(400)
    expect(
      await write('/api/pages', '{"title":"Nadpis","layout":[{"a":[1]}]}', 'application/json'),
    ).toBe('Payload')
  })

  it("the preferences endpoint's too, whatever its content type (it reads req.json())", async () => {
    expect(await write('/api/payload-preferences/nav', deep, null)).toBe(400)
    expect(await write('/api/payload-preferences/nav', deep, 'text/plain')).toBe(400)
    expect(await write('/api/payload-preferences/nav', '{"value":{"open":true}}', null)).toBe(
      'Payload',
    )
  })
})

describe('versions of a global (no operation hook reads them)', () => {
  const withFields = {
    ...config,
    globals: [
      {
        slug: 'homepage',
        versions: { drafts: true },
        flattenedFields: [
          { name: 'title', type: 'text' },
          { name: 'updatedAt', type: 'date' },
          { name: '_status', type: 'select', options: ['draft', 'published'] },
        ],
      },
    ],
  } as unknown as SanitizedConfig
  const versions = (query: string) => {
    const parsed = new URL(`/api/globals/homepage/versions?${query}`, 'http://127.0.0.1')
    return (
      refuseBadRestRequest(withFields, parsed.pathname, parsed.searchParams)?.status ?? 'Payload'
    )
  }

  it('checks the query with the same bounds', () => {
    expect(versions('where[version._status][in]=draft,published&sort=-updatedAt&limit=5')).toBe(
      'Payload',
    )
    // A value of the wrong type is the database's to refuse (a Czech 400 from the afterError).
    expect(versions('where[version._status][in]=x,y')).toBe('Payload')
    expect(versions('where[version.title][nope]=x')).toBe(400)
    expect(versions('where[version.title][equals][0]=a&where[version.title][equals][1]=b')).toBe(
      400,
    )
    expect(versions('where[or][0][version.title][all]=x')).toBe(400)
    expect(versions('limit=1e20')).toBe(400)
    expect(versions('page=-1')).toBe(400)
  })
})

describe("Payload's answers to routes that do not exist", () => {
  const czech = async (response: Response) => {
    const answer = await unknownRouteAsNotFound(response)
    return { status: answer.status, body: (await answer.json()) as unknown, answer }
  }

  it('read as the Czech 404, with the CORS headers kept', async () => {
    const unknown = Response.json(
      { message: 'Route not found "/api/nope"' },
      { status: 404, headers: { 'Access-Control-Allow-Origin': 'http://127.0.0.1:3000' } },
    )
    const { status, body, answer } = await czech(unknown)
    expect(status).toBe(404)
    expect(body).toEqual({ errors: [{ message: REST_GUARD_MESSAGES.notFound }] })
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:3000')
    const disabled = Response.json({ message: 'Cannot GET http://…' }, { status: 501 })
    expect((await czech(disabled)).body).toEqual({
      errors: [{ message: REST_GUARD_MESSAGES.notFound }],
    })
  })

  it('leave Payload’s own refusals and other answers as they are', async () => {
    const refusal = { errors: [{ message: 'Nenalezeno' }] }
    expect((await czech(Response.json(refusal, { status: 404 }))).body).toEqual(refusal)
    expect((await czech(Response.json({ docs: [] }))).body).toEqual({ docs: [] })
  })
})
