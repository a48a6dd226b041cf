import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, staticSecurityHeaders } from '@/lib/security/securityHeaders'

const options = {
  dev: false,
  connectOrigins: ['https://api.example.cz'],
  formOrigins: ['https://id.example.cz'],
  https: true,
}

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('security headers', () => {
  it('lets the browser reach the provider and forbids foreign framing', () => {
    const policy = contentSecurityPolicy(options)
    expect(directive(policy, 'connect-src')).toContain('https://api.example.cz')
    expect(directive(policy, 'form-action')).toContain('https://id.example.cz')
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(policy).toContain('upgrade-insecure-requests')
  })

  it('allows eval only in development', () => {
    expect(directive(contentSecurityPolicy(options), 'script-src')).not.toContain('unsafe-eval')
    expect(directive(contentSecurityPolicy({ ...options, dev: true }), 'script-src')).toContain(
      'unsafe-eval',
    )
  })

  it('sends HSTS, nosniff, a referrer policy and same-origin framing on every path', () => {
    const headers = Object.fromEntries(staticSecurityHeaders().map((h) => [h.key, h.value]))
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
  })
})
