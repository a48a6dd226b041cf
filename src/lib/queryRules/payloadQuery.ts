import * as qs from 'qs-esm'

/**
 * A query string read as Payload reads it: its own parser, `qs-esm`, with the options of
 * payload 3.90.2 `utilities/createPayloadRequest.js` (brackets to objects, numeric keys to arrays
 * up to 1,000, ten levels). Only for checking a request before Payload reads it the same way.
 */
export const PAYLOAD_QS_OPTIONS = {
  allowEmptyArrays: true,
  arrayLimit: 1000,
  depth: 10,
  ignoreQueryPrefix: true,
} as const

export const parsePayloadQuery = (search: string): Record<string, unknown> =>
  qs.parse(search, PAYLOAD_QS_OPTIONS) as Record<string, unknown>
