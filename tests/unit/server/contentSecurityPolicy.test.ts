import { afterEach, describe, expect, it } from 'vitest'

import type { RequestHandler } from '../../../server/siteServer'
import { listenSiteServer } from './listen'

const policies = {
  shared: "script-src 'self' 'unsafe-inline'",
  perRequest: (nonce: string) => `script-src 'nonce-${nonce}' 'strict-dynamic'`,
}

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

/**
 * A stand-in for Next: answers with the given headers and echoes the nonce it was given the way
 * Next reads one (the request's Content-Security-Policy), as its scripts would carry it.
 */
async function serve(headers: Record<string, string>, { writeHeadArgs = false } = {}) {
  const handle: RequestHandler = async (request, response) => {
    const given = String(request.headers['content-security-policy'] ?? '')
    const nonce = /'nonce-([^']+)'/.exec(given)?.[1] ?? ''
    if (writeHeadArgs) response.writeHead(200, headers)
    else for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    response.end(nonce)
  }
  const site = await listenSiteServer(handle, { contentSecurityPolicy: policies })
  close = site.close
  return site.origin
}

const html = { 'Content-Type': 'text/html; charset=utf-8' }

describe("the site's Content-Security-Policy", () => {
  it('lets a page rendered for this request run only the scripts carrying its fresh nonce', async () => {
    const origin = await serve(html)
    const answers = await Promise.all([fetch(`${origin}/hledat?q=a`), fetch(`${origin}/hledat`)])
    const nonces = await Promise.all(answers.map((answer) => answer.text()))
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonces[0]).not.toBe(nonces[1])
    answers.forEach((answer, index) => {
      expect(answer.headers.get('content-security-policy')).toBe(
        policies.perRequest(nonces[index]!),
      )
    })
  })

  it('keeps the shared policy where the page comes from (or goes to) the page cache', async () => {
    for (const state of ['HIT', 'MISS', 'STALE']) {
      const origin = await serve({ ...html, 'x-nextjs-cache': state })
      const answer = await fetch(`${origin}/`)
      expect(answer.headers.get('content-security-policy'), state).toBe(policies.shared)
      await close?.()
      close = undefined
    }
  })

  it('reads the headers given to writeHead as well as those set before', async () => {
    const origin = await serve({ ...html, 'x-nextjs-cache': 'HIT' }, { writeHeadArgs: true })
    expect((await fetch(`${origin}/`)).headers.get('content-security-policy')).toBe(policies.shared)
  })

  it('gives no nonce to the admin, APIs, assets, other methods or non-HTML answers', async () => {
    const origin = await serve(html)
    for (const path of ['/admin', '/admin/collections/pages', '/api/pages', '/_next/static/a.js']) {
      const answer = await fetch(`${origin}${path}`)
      expect(await answer.text(), path).toBe('')
      expect(answer.headers.get('content-security-policy'), path).toBe(policies.shared)
    }
    const posted = await fetch(`${origin}/kontakt`, { method: 'POST', body: 'a=1' })
    expect(await posted.text()).toBe('')
    await close?.()
    const json = await serve({ 'Content-Type': 'application/json' })
    expect((await fetch(`${json}/hledat/naseptavac`)).headers.get('content-security-policy')).toBe(
      policies.shared,
    )
  })

  it("never takes a nonce from the client's own policy header", async () => {
    const origin = await serve(html)
    const sent = { 'Content-Security-Policy': "script-src 'nonce-chosen-by-attacker'" }
    const page = await fetch(`${origin}/hledat`, { headers: sent })
    expect(await page.text()).not.toBe('chosen-by-attacker')
    const admin = await fetch(`${origin}/admin`, { headers: sent })
    expect(await admin.text()).toBe('')
  })
})
