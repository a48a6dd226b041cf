import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { config, proxy } from '@/proxy'

const scriptSources = (policy: string | null) =>
  (policy ?? '')
    .split('; ')
    .find((part) => part.startsWith('script-src '))!
    .split(' ')
    .slice(1)

describe('the admin proxy', () => {
  it('runs for the admin only, never for a public page, an API call or an asset', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/collections/pages/1']) {
      expect(unstable_doesMiddlewareMatch({ config, url: path }), path).toBe(true)
    }
    const publicPaths = [
      '/',
      '/kontakt',
      '/eshop/cart',
      '/blog/prvni-clanek',
      '/administrace',
      '/adminx',
      '/api/pages',
      '/api/users/login',
      '/next/preview',
      '/csp-report',
      '/_next/static/chunks/main.js',
      '/provider-image/abc',
    ]
    for (const path of publicPaths) {
      expect(unstable_doesMiddlewareMatch({ config, url: path }), path).toBe(false)
    }
  })

  it('sets a fresh nonce per request in the response policy and in the policy Next reads', () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 20; i += 1) {
      const response = proxy(new NextRequest('http://127.0.0.1/admin'))
      const policy = response.headers.get('content-security-policy')
      const sources = scriptSources(policy)
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).toContain("'strict-dynamic'")
      const nonce = sources.find((source) => source.startsWith("'nonce-"))!
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/)
      nonces.add(nonce)
      // NextResponse.next passes overridden request headers to Next as x-middleware-request-*.
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy)
    }
    expect(nonces.size).toBe(20)
  })
})
