/** Spec 9: error reporting settings shared by the browser and the server. */
export const REPORTING = {
  tracesSampleRate: 1,
  idleTimeoutMs: 2000,
  maxBreadcrumbs: 100,
  stackFrames: 50,
} as const

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Spec 7: trace headers go to the provider hosts and same-origin paths, nowhere else. */
export function tracePropagationTargets(origins: string[]): Array<string | RegExp> {
  return [
    /^\/(?!\/)/,
    ...origins.map((origin) => new RegExp(`^${escapeRegExp(new URL(origin).origin)}(?:/|$)`)),
  ]
}

type ScrubbableEvent = {
  user?: unknown
  request?: { data?: unknown; cookies?: unknown; query_string?: unknown; headers?: unknown }
}

/** Enquiry forms carry personal data: no request body, cookie, query or user ever leaves. */
export function scrubPersonalData<E extends ScrubbableEvent>(event: E): E {
  delete event.user
  if (event.request) {
    delete event.request.data
    delete event.request.cookies
    delete event.request.query_string
    delete event.request.headers
  }
  return event
}
