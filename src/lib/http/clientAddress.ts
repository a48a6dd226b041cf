import { isIP } from 'node:net'

/**
 * Which address a request came from, for per-client limits (enquiries, admin sign-in).
 *
 * What Next itself gives us: in `next start` and the standalone server, `base-server.js` does
 * `req.headers['x-forwarded-for'] ??= socket.remoteAddress`, i.e. it writes the socket's address
 * ONLY when the client sent no X-Forwarded-For. Anyone can therefore put any address there, and
 * a server action or route handler cannot tell a forged header from Next's own value. So:
 *
 * - `SOCKET_ADDRESS_HEADER` is written by the site's server (`server/siteServer.ts`) from
 *   `socket.remoteAddress` for every request, overwriting any value a client sent. It is the one trustworthy fact about the peer.
 * - With `TRUSTED_PROXY_HOPS=0` (the default: the site is reached directly) the client is that
 *   socket address; X-Forwarded-For is ignored completely.
 * - With N > 0 hops (N proxies of our own in front, e.g. Varnish and a load balancer, each of
 *   which appends the address it received the request from), the client is the N-th entry from
 *   the right of X-Forwarded-For: the entry written by the outermost trusted proxy. Entries left of
 *   it were sent by the client and are never used. If the list is shorter than N (a request that
 *   bypassed a proxy), the leftmost entry is taken, as Express's "trust proxy = N" does.
 *
 * Returns undefined when nothing trustworthy is known (a request from outside an HTTP server,
 * e.g. a test or the Local API); callers then share one "unknown" bucket.
 */
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address'

type HeaderSource = Pick<Headers, 'get'>

export function clientAddress(headers: HeaderSource, trustedProxyHops: number): string | undefined {
  if (trustedProxyHops <= 0) return normaliseAddress(headers.get(SOCKET_ADDRESS_HEADER))
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (forwarded.length === 0) return normaliseAddress(headers.get(SOCKET_ADDRESS_HEADER))
  const index = Math.max(forwarded.length - trustedProxyHops, 0)
  return normaliseAddress(forwarded[index])
}

/**
 * A plain IP address, or undefined: strips IPv6 brackets, a port and the IPv4-mapped IPv6 prefix
 * (`::ffff:203.0.113.9` is the IPv4 client of a dual-stack socket).
 */
export function normaliseAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  let address = value.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '')
  const zone = address.indexOf('%')
  if (zone > 0) address = address.slice(0, zone)
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7)
  return isIP(address) ? address : undefined
}
