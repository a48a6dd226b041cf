import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { hostileString } from '../support/hostileUrls'

/**
 * Issue 29, item 1, against the real server: for any `path` an anonymous visitor puts into the
 * exit-preview address, the `Location` it answers, resolved as a browser resolves it, stays on
 * the site (a tab or newline after the first slash used to send the visitor to another origin).
 */
test('exit-preview never redirects to another origin @desktop-only', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const site = new URL(baseURL!)
  await fc.assert(
    fc.asyncProperty(hostileString, fc.boolean(), async (value, encoded) => {
      // Encoded as a form would, or pasted raw into the address as an attacker's link may be.
      const query = encoded ? new URLSearchParams({ path: value }).toString() : `path=${value}`
      const requested = new URL(`/next/exit-preview?${query}`, site)
      const response = await request.get(requested.href, { maxRedirects: 0 })
      expect(response.status(), JSON.stringify(value)).toBeGreaterThanOrEqual(300)
      expect(response.status(), JSON.stringify(value)).toBeLessThan(400)
      const location = response.headers()['location']
      expect(location, JSON.stringify(value)).toBeTruthy()
      expect(new URL(location!, requested).origin, JSON.stringify(value)).toBe(site.origin)
    }),
    { numRuns: 1000 },
  )
})
