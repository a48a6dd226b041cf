import { expect, test } from '@playwright/test'

/*
 * Issue 29, item 9: the CSP report endpoint of the header policies, through the real server
 * (Next's routing, header rules and body handling): 204 and never cached, 413 over the size
 * limit, 429 once one client has sent its reports for the minute.
 */
const report = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1/kontakt',
    'effective-directive': 'img-src',
    'blocked-uri': 'https://tracker.example.net/pixel.gif',
    disposition: 'enforce',
  },
}

test('the CSP report endpoint takes reports, bounded and rate-limited @desktop-only', async ({
  request,
}) => {
  const post = (data: string, type = 'application/csp-report') =>
    request.post('/csp-report', { data, headers: { 'Content-Type': type } })

  const first = await post(JSON.stringify(report))
  expect(first.status()).toBe(204)
  expect(first.headers()['cache-control']).toMatch(/no-store/)
  expect(first.headers()['cache-control']).not.toMatch(/public|s-maxage/)
  const batch = [{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }]
  expect((await post(JSON.stringify(batch), 'application/reports+json')).status()).toBe(204)
  expect((await post(JSON.stringify(report), 'text/plain')).status()).toBe(415)
  expect((await post('x'.repeat(64 * 1024))).status()).toBe(413)

  let status = 204
  for (let i = 0; i < 40 && status === 204; i += 1)
    status = (await post(JSON.stringify(report))).status()
  expect(status).toBe(429)
})
