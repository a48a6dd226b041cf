import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { safeConfirmationPath } from '@/leads/enquiry/confirmationPath'
import { safeSitePath, sitePathOf, validateSitePath } from '@/lib/routes/safeSitePath'
import { safeNextPath } from '@/shop/routes'

import { hostileString, SITE } from '../../support/hostileUrls'

const RUNS = { numRuns: 1000 }

/** Where a browser goes with a `Location` of this value, sent from a page of SITE. */
function browserTarget(location: string): URL {
  return new URL(location, `${SITE}/next/exit-preview?path=x`)
}

/**
 * The one site-path rule (issue 29, item 1): whatever comes from outside, what the rule returns
 * keeps the visitor on the site when a browser reads it, and reading it again changes nothing.
 */
describe('the site-path rule', () => {
  it('keeps every value on the site origin, as a browser resolves it', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        const path = safeSitePath(value)
        const target = browserTarget(path)
        expect(target.origin, JSON.stringify(value)).toBe(SITE)
        // Printable ASCII only: safe in a header, and no character a browser would drop.
        expect(path).toMatch(/^\/[\u0021-\u007e]*$/)
        // No router that decodes the path once finds another origin in it.
        expect(decodeURIComponent(target.pathname)).not.toMatch(/^\/[/\\]/)
      }),
      RUNS,
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        const once = safeSitePath(value)
        expect(safeSitePath(once)).toBe(once)
      }),
      RUNS,
    )
  })

  it('is the one rule behind the admin validator, confirmation pages and the shop return', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        const path = sitePathOf(value)
        expect(validateSitePath(value) === true).toBe(path !== null)
        expect(safeConfirmationPath(value)).toBe(value.length > 500 ? null : path)
        const next = safeNextPath(value)
        if (next !== null) expect(browserTarget(next).origin).toBe(SITE)
      }),
      RUNS,
    )
  })

  it('refuses what a browser reads as another origin, and keeps ordinary paths', () => {
    for (const value of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/ /evil.example',
      '/\\evil.example',
      '/\t\\evil.example',
      '//evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%09/evil.example',
      ' /evil',
      'https://evil.example',
      'javascript:alert(1)',
      '/blog\nSet-Cookie: x=1',
    ]) {
      expect(safeSitePath(value), JSON.stringify(value)).toBe('/')
      expect(validateSitePath(value), JSON.stringify(value)).toMatch(/^Cesta musí/)
    }
    expect(safeSitePath('/gdpr')).toBe('/gdpr')
    expect(safeSitePath('/blog?stranka=2#clanky')).toBe('/blog?stranka=2#clanky')
    expect(safeSitePath('/a/../b')).toBe('/b')
    expect(safeSitePath('/čeština')).toBe('/%C4%8De%C5%A1tina')
    expect(validateSitePath('/eshop')).toBe(true)
  })
})
