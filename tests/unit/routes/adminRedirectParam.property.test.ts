import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { cleanedAdminRedirect } from '@/lib/routes/adminRedirectParam'

import { SITE } from '../../support/hostileUrls'
import { redirectValue, withRedirect } from '../../support/redirectValues'

/**
 * The admin's `redirect` parameter (src/proxy.ts): whatever a link puts there, the address the
 * proxy sends the browser to, and the value Payload then redirects to, stay on the site and are
 * printable ASCII (a `Location` header can carry them: `/%E2%80%8B/evil.example` was a 500).
 */
const LOGIN = `${SITE}/admin/login`

/** The login address with `value` as its redirect. */
const loginUrl = (value: string, encoded: boolean) => new URL(withRedirect(LOGIN, value, encoded))

describe("the admin's redirect parameter", () => {
  it('is kept only as a site path, in ASCII, and the proxy never sends the browser elsewhere', () => {
    fc.assert(
      fc.property(redirectValue, fc.boolean(), (value, encoded) => {
        const url = loginUrl(value, encoded)
        const cleaned = cleanedAdminRedirect(url)
        const landed = cleaned === null ? url : new URL(cleaned, url)
        expect(landed.origin).toBe(SITE)
        expect(landed.pathname).toBe('/admin/login')
        if (cleaned !== null) expect(cleaned).toMatch(/^\/[\u0021-\u007e]*$/)
        // One step is enough: the address it sends to is left as it is.
        expect(cleanedAdminRedirect(landed)).toBeNull()
        const kept = landed.searchParams.get('redirect')
        if (kept === null) return
        expect(kept).toMatch(/^\/[\u0021-\u007e]*$/)
        const target = new URL(kept, landed)
        expect(target.origin, JSON.stringify(value)).toBe(SITE)
        expect(decodeURIComponent(target.pathname)).not.toMatch(/^\/[/\\]/)
      }),
      { numRuns: 2000 },
    )
  })

  it("keeps Payload's own values and cleans the review's", () => {
    expect(
      cleanedAdminRedirect(new URL(`${LOGIN}?redirect=%2Fadmin%2Fcollections%2Fpages`)),
    ).toBeNull()
    expect(cleanedAdminRedirect(new URL(LOGIN))).toBeNull()
    expect(cleanedAdminRedirect(new URL(`${LOGIN}?redirect=/%E2%80%8B/evil.example`))).toBe(
      '/admin/login?redirect=%2F%25E2%2580%258B%2Fevil.example',
    )
    expect(cleanedAdminRedirect(new URL(`${LOGIN}?redirect=//evil.example`))).toBe('/admin/login')
    expect(cleanedAdminRedirect(new URL(`${LOGIN}?redirect=/a&redirect=/b`))).toBe('/admin/login')
  })
})
