import { isIP } from 'node:net'

/**
 * Keys of the per-client limiters. A client is its address; an IPv6 client is its /64 network,
 * since one host or home usually holds a whole /64 and could otherwise take a fresh address for
 * every attempt. A request with no known address (see clientAddress.ts) shares the bucket
 * `unknown`. E-mail addresses are lower-cased as Payload does before it looks an account up.
 */
export const UNKNOWN_CLIENT = 'unknown'

export function clientBucket(address: string | undefined): string {
  if (!address) return UNKNOWN_CLIENT
  if (isIP(address) === 4) return address
  if (isIP(address) !== 6) return UNKNOWN_CLIENT
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
}

/** The eight hextets of an IPv6 address, without zero compression and leading zeros. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two hextets; only the first four matter here.
  const ipv4Tail = right.length > 0 && right[right.length - 1]!.includes('.') ? 1 : 0
  const missing = tail === undefined ? 0 : 8 - left.length - right.length - ipv4Tail
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((part) =>
    part.includes('.') ? part : String(Number.parseInt(part, 16).toString(16)),
  )
}

export const enquiryKey = (address: string | undefined, kind: string) =>
  `${clientBucket(address)}|${kind}`

const account = (email: string) => email.trim().toLowerCase()

/** Failed sign-ins of one client, whatever account it tries. */
export const loginClientKey = (address: string | undefined) => clientBucket(address)

/** Failed sign-ins of one client to one account (collections/Users/signInBackoff.ts). */
export const signInKey = (address: string | undefined, email: string) =>
  `${clientBucket(address)}|${account(email)}`

/** Password-reset requests of one client. */
export const passwordResetKey = (address: string | undefined) => clientBucket(address)
