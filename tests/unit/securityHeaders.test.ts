import { describe, expect, it } from 'vitest'

import {
  adminHeaderPolicy,
  pageMetaPolicy,
  siteHeaderPolicy,
  staticSecurityHeaders,
} from '@/lib/security/securityHeaders'

const origins = {
  dev: false,
  connectOrigins: ['https://api.example.cz'],
  formOrigins: ['https://id.example.cz'],
  https: true,
}

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part === name || part.startsWith(`${name} `)) ?? ''

describe('security headers', () => {
  it('lets a page reach the provider and nothing else through the meta policy', () => {
    const policy = pageMetaPolicy(origins)
    expect(directive(policy, 'connect-src')).toContain('https://api.example.cz')
    expect(directive(policy, 'connect-src')).not.toContain('*.example')
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://id.example.cz")
    expect(directive(policy, 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests')
    expect(
      directive(pageMetaPolicy({ ...origins, https: false }), 'upgrade-insecure-requests'),
    ).toBe('')
    // A meta policy cannot carry frame-ancestors: that stays in the header.
    expect(policy).not.toContain('frame-ancestors')
  })

  it('keeps scripts, framing and plugins locked in the static header policies', () => {
    for (const policy of [siteHeaderPolicy({ dev: false }), adminHeaderPolicy({ dev: false })]) {
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
      expect(directive(policy, 'object-src')).toBe("object-src 'none'")
      expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
      expect(directive(policy, 'script-src').split(' ')).not.toContain('*')
    }
    expect(directive(adminHeaderPolicy({ dev: false }), 'connect-src')).toBe("connect-src 'self'")
  })

  it('allows eval only in development', () => {
    expect(directive(siteHeaderPolicy({ dev: false }), 'script-src')).not.toContain('unsafe-eval')
    expect(directive(siteHeaderPolicy({ dev: true }), 'script-src')).toContain('unsafe-eval')
  })

  it('sends HSTS, nosniff, a referrer policy and same-origin framing on every path', () => {
    const headers = Object.fromEntries(staticSecurityHeaders().map((h) => [h.key, h.value]))
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
  })
})
