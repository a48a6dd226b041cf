import { randomUUID } from 'node:crypto'

export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * An id the edge (Varnish, a load balancer) gave the request is kept, so one id follows the
 * request through every layer; it is only accepted when it cannot carry anything but an id:
 * 1–128 characters of letters, digits and `. _ : -` (UUIDs, Varnish xids, hex trace ids).
 * Anything else (a list, an oversized or odd value that could smuggle text into the log) is
 * replaced by a fresh UUID.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/

export function acceptedRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : undefined
}

export function requestIdFor(value: string | string[] | undefined): string {
  return acceptedRequestId(value) ?? randomUUID()
}
