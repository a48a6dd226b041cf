import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import type { ResponseClass } from './locationHeader'
import { headerOf } from './responseHeader'

/** The deployment's two site policies (src/lib/security/deploymentPolicy.ts). */
export type SitePolicies = {
  /** For every response, cached pages included: inline scripts allowed. */
  shared: string
  /** For a page Next renders for this request only, by the nonce Next puts on its scripts. */
  perRequest: (nonce: string) => string
}

type Assigned = { nonce: string; policies: SitePolicies }
const assigned = new WeakMap<IncomingMessage, Assigned>()

/** Where Next renders site pages. The admin's nonce comes from src/proxy.ts. */
const NOT_SITE_PAGES = /^\/(?:admin|api|_next)(?:[/?]|$)/
const rendersSitePages = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !NOT_SITE_PAGES.test(request.url ?? '/')

/**
 * Sets the shared policy, and gives a request for a site page a fresh script nonce the way Next
 * reads one (a `Content-Security-Policy` request header). Next puts it on its scripts when it
 * renders the page for this request; a cached page keeps the scripts it was rendered with, so
 * which policy the answer gets is decided when its head is sent (`withPerRequestScriptPolicy`).
 */
export function applyContentSecurityPolicy(
  request: IncomingMessage,
  response: { setHeader(name: string, value: string): unknown },
  policies: SitePolicies,
): void {
  response.setHeader('Content-Security-Policy', policies.shared)
  // A policy a client sends is never where Next's nonce comes from.
  delete request.headers['content-security-policy']
  delete request.headers['content-security-policy-report-only']
  if (!rendersSitePages(request)) return
  const nonce = randomBytes(16).toString('base64')
  request.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  assigned.set(request, { nonce, policies })
}

/**
 * An HTML page that Next did not serve from or store in its page cache (no `x-nextjs-cache`:
 * dynamic routes, draft mode, error pages) was rendered for this request with its nonce, so it
 * gets the policy without 'unsafe-inline'. Pages where a request's input is echoed (search,
 * e-shop steps) are of this kind.
 */
export function withPerRequestScriptPolicy<Base extends ResponseClass>(base: Base) {
  return class PerRequestScriptPolicyResponse extends base {
    override writeHead(statusCode: number, ...rest: unknown[]): this {
      const request = (this as { req?: IncomingMessage }).req
      const state = request ? assigned.get(request) : undefined
      if (
        state &&
        headerOf(this, rest, 'content-type').startsWith('text/html') &&
        !headerOf(this, rest, 'x-nextjs-cache')
      ) {
        this.setHeader('Content-Security-Policy', state.policies.perRequest(state.nonce))
      }
      return (super.writeHead as (...args: unknown[]) => this).call(this, statusCode, ...rest)
    }
  }
}
