import { describe, expect, it } from 'vitest'

import {
  adminHeaderPolicy,
  CSP_REPORT_PATH,
  reportingEndpointsHeader,
  sitePolicy,
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
/** Every policy, production and development. */
const headerPolicies = [false, true].flatMap((dev) => [
  { name: `site (dev: ${dev})`, policy: sitePolicy({ ...origins, dev }) },
  { name: `admin (dev: ${dev})`, policy: adminHeaderPolicy({ dev, nonce: NONCE }) },
])

describe('security headers', () => {
  it("lets a page reach the deployment's provider and nothing else", () => {
    const policy = sitePolicy(origins)
    expect(directive(policy, 'connect-src')).toContain('https://api.example.cz')
    expect(directive(policy, 'connect-src')).not.toContain('*.example')
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://id.example.cz")
    expect(directive(policy, 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests')
    expect(directive(sitePolicy({ ...origins, https: false }), 'upgrade-insecure-requests')).toBe(
      '',
    )
  })

  it('lists a loopback origin only when the deployment is configured with one', () => {
    const loopback = /\b(127\.0\.0\.1|localhost|\[::1\])\b/
    for (const dev of [false, true]) {
      expect(sitePolicy({ ...origins, dev })).not.toMatch(loopback)
    }
    const local = sitePolicy({ ...origins, connectOrigins: ['http://127.0.0.1:4110'] })
    expect(sources(local, 'connect-src')).toContain('http://127.0.0.1:4110')
    expect(local).not.toContain('127.0.0.1:*')
  })

  it('keeps scripts, framing and plugins locked in every policy', () => {
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

  it('has no wildcard source in any directive of a policy', () => {
    for (const { name, policy } of headerPolicies) {
      for (const part of policy.split('; ')) {
        const [directiveName, ...values] = part.split(' ')
        // `*` alone is any host of any scheme; a bare `http:` any plain-HTTP host.
        expect(values, `${name}: ${directiveName}`).not.toContain('*')
        expect(values, `${name}: ${directiveName}`).not.toContain('http:')
      }
    }
    const site = sitePolicy(origins)
    expect(sources(site, 'connect-src')).not.toContain('https:')
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

  it('runs scripts of a page rendered per request by its nonce and our hashes, never inline', () => {
    const hashes = ['sha256-AAAA', 'sha256-BBBB']
    const scripts = sources(sitePolicy(origins, { nonce: NONCE, hashes }), 'script-src')
    expect(scripts.slice(0, 4)).toEqual([
      `'nonce-${NONCE}'`,
      "'strict-dynamic'",
      "'sha256-AAAA'",
      "'sha256-BBBB'",
    ])
    expect(scripts).not.toContain("'unsafe-inline'")
    // A cached page, rendered once for everyone, carries no nonce: inline scripts stay allowed.
    expect(sources(sitePolicy(origins), 'script-src')).toContain("'unsafe-inline'")
  })

  it('allows eval only in development', () => {
    expect(directive(sitePolicy(origins), 'script-src')).not.toContain('unsafe-eval')
    expect(directive(sitePolicy({ ...origins, dev: true }), 'script-src')).toContain('unsafe-eval')
  })

  it('sends HSTS, nosniff, a referrer policy and same-origin framing on every path', () => {
    const headers = Object.fromEntries(staticSecurityHeaders().map((h) => [h.key, h.value]))
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
  })
})
