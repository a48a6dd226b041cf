import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { refuseBadRestRequest } from '@/lib/http/restRequestGuard'

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
    ]) {
      expect(status(url), url).toBe('Payload')
    }
  })

  it('refuses what Payload would fail with 500', () => {
    for (const [url, expected] of [
      ['/api/pages/abc', 404],
      ['/api/pages/99999999999999999999', 404],
      ['/api/pages/%00', 404],
      ['/api/pages/%E0%A4%A', 400],
      ['/api/redirects/versions', 404],
      ['/api/redirects/versions/1', 404],
      ['/api/globals/site-settings/versions', 404],
      ['/api/pages/versions/abc', 404],
      ['/api/pages?page=-1', 400],
      ['/api/pages?page=0', 400],
      ['/api/pages?limit=99999999999999999999', 400],
      ['/api/pages?depth=abc', 400],
      ['/api/pages?where=abc', 400],
      ['/api/pages?where[title][near]=1,2', 400],
      ['/api/pages?where[or][0][title][within]=x', 400],
      ['/api/pages?where[or][0][id][in]=abc', 400],
      ['/api/pages?sort=%00', 400],
    ] as const) {
      expect(status(url), url).toBe(expected)
    }
  })
})
