import { asVisitor, type AbuseContext } from './check'

export type QueryShape = [collection: string, query: string]

/**
 * Sends every `collection?query` to Payload's REST API as a GET query string and as Payload's
 * method override (`POST` + `X-HTTP-Method-Override: GET`, the query form-encoded in the body;
 * with `jsonOverride` also a JSON body beside the query string), anonymous and as the admin, from
 * `address`. Returns each answer's transport and status, and the requests answered 5xx.
 */
export async function sendQueries(
  context: AbuseContext,
  queries: QueryShape[],
  { address, jsonOverride = false }: { address: string; jsonOverride?: boolean },
): Promise<{ statuses: string[]; failures: string[] }> {
  const replica = context.topology.replicas[0]!.url
  const statuses: string[] = []
  const failures: string[] = []
  for (const [who, auth] of [
    ['anonymous', {}],
    ['admin', { authorization: `JWT ${context.adminToken}` }],
  ] as const) {
    const headers = { ...auth, ...asVisitor(address) }
    const override = { ...headers, 'x-http-method-override': 'GET' }
    for (const [collection, query] of queries) {
      const url = `${replica}/api/${collection}`
      const transports: Array<[string, () => Promise<Response>]> = [
        ['GET', () => fetch(`${url}?${query}`, { headers })],
        [
          'override',
          () =>
            fetch(url, {
              method: 'POST',
              headers: { ...override, 'content-type': 'application/x-www-form-urlencoded' },
              body: query,
            }),
        ],
      ]
      if (jsonOverride) {
        transports.push([
          'override-json',
          () =>
            fetch(`${url}?${query}`, {
              method: 'POST',
              headers: { ...override, 'content-type': 'application/json' },
              body: '{}',
            }),
        ])
      }
      for (const [transport, send] of transports) {
        const response = await send()
        await response.arrayBuffer()
        statuses.push(`${transport} ${response.status}`)
        if (response.status >= 500) failures.push(`${transport} ${who} ${collection}?${query}`)
      }
    }
  }
  return { statuses, failures }
}
