import type { IncomingMessage, ServerResponse } from 'node:http'

import type { ParsedBody } from './http'
import type { SandboxState } from './state'

export interface RouteContext {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  params: Record<string, string>
  body: ParsedBody
  state: SandboxState
  /** The sandbox's address as the caller sees it: absolute links (images, gateway) use it. */
  origin: string
  siteUrl: string
}

export type RouteHandler = (context: RouteContext) => void | Promise<void>

export interface Route {
  method: string
  /** Segments starting with ':' are parameters, e.g. `/order/:id/payment`. */
  pattern: string
  handler: RouteHandler
}

export function route(method: string, pattern: string, handler: RouteHandler): Route {
  return { method, pattern, handler }
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/').filter(Boolean)
  const actual = pathname.split('/').filter(Boolean)
  if (expected.length !== actual.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] as string
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value)
      } catch {
        return null
      }
    } else if (segment !== value) return null
  }
  return params
}

export type RouteMatch =
  | { kind: 'found'; handler: RouteHandler; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' }

export function findRoute(routes: readonly Route[], method: string, pathname: string): RouteMatch {
  const allowed: string[] = []
  for (const candidate of routes) {
    const params = matchPattern(candidate.pattern, pathname)
    if (!params) continue
    if (candidate.method === method) return { kind: 'found', handler: candidate.handler, params }
    allowed.push(candidate.method)
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' }
}
