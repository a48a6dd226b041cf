import { describe, expect, it } from 'vitest'

import {
  adminHeaderPolicy,
  CSP_REPORT_PATH,
  pageMetaPolicy,
  reportingEndpointsHeader,
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

const sources = (policy: string, name: string) => directive(policy, name).split(' ').slice(1)

const NONCE = 'bm9uY2Utb2YtYS10ZXN0'
/** Every header policy, production and development. */
const headerPolicies = [false, true].flatMap((dev) => [
  { name: `site (dev: ${dev})`, policy: siteHeaderPolicy({ dev }) },
  { name: `admin (dev: ${dev})`, policy: adminHeaderPolicy({ dev, nonce: NONCE }) },
])

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
    for (const { policy } of headerPolicies) {
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
      expect(directive(policy, 'object-src')).toBe("object-src 'none'")
      expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
      expect(directive(policy, 'script-src').split(' ')).not.toContain('*')
    }
    expect(directive(adminHeaderPolicy({ dev: false, nonce: NONCE }), 'connect-src')).toBe(
      "connect-src 'self'",
    )
  })

  it('has no wildcard source in any directive of a header policy', () => {
    for (const { name, policy } of headerPolicies) {
      for (const part of policy.split('; ')) {
        const [directiveName, ...values] = part.split(' ')
        // `*` alone is any host of any scheme; a bare `http:` any plain-HTTP host.
        expect(values, `${name}: ${directiveName}`).not.toContain('*')
        expect(values, `${name}: ${directiveName}`).not.toContain('http:')
      }
    }
    // What the meta policy narrows must already exclude plain HTTP to other hosts in the header.
    const site = siteHeaderPolicy({ dev: false })
    expect(sources(site, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https:', 'http://127.0.0.1:*']),
    )
    expect(sources(site, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']))
  })

  it('asks every browser to report violations to the report endpoint', () => {
    for (const { name, policy } of headerPolicies) {
      expect(directive(policy, 'report-uri'), name).toBe(`report-uri ${CSP_REPORT_PATH}`)
      expect(directive(policy, 'report-to'), name).toBe('report-to csp')
    }
    expect(reportingEndpointsHeader).toEqual({
      key: 'Reporting-Endpoints',
      value: `csp="${CSP_REPORT_PATH}"`,
    })
  })

  it("runs admin scripts by the request's nonce, never inline or from a third party", () => {
    const admin = adminHeaderPolicy({ dev: false, nonce: NONCE })
    expect(sources(admin, 'script-src')).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"])
    // The avatar is Payload's own icon, not Gravatar: images come from the admin's origin only.
    expect(sources(admin, 'img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(sources(admin, 'frame-src')).toEqual(["'self'"])
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
