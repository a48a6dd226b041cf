import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The bot check of the enquiry forms, decided by the server.
 *
 * The server signs `v1.<form kind>.<issued at, ms>.<nonce>` with HMAC-SHA256 under a key derived
 * from PAYLOAD_SECRET (HKDF, its own label, so the token key is never the secret Payload signs
 * sessions with). The browser cannot change the time without breaking the signature, so "how
 * long did this person take" is measured by the server's clock from the moment it issued the
 * token until the enquiry arrives. Every replica shares PAYLOAD_SECRET and checks any replica's
 * tokens.
 *
 * Why the token is NOT rendered into the page: pages with forms are cached (ISR, plus the HTTP
 * cache), so a token in the HTML would carry the time the page was rendered, possibly hours
 * before this visitor arrived; it would always look "slow enough" and soon be too old. Instead
 * the form asks the server for a token (server action `issueEnquiryToken`, a POST that no cache
 * stores) when the person starts filling it in: on the first focus or input. The minimum fill
 * time therefore counts from when this person began, and the maximum age bounds how long one
 * token may be reused. A form submitted before it has a token (autofill plus Enter) fetches one
 * right then and is answered "too fast" with a Czech message; sending again a moment later works
 * because the token is kept. Nothing a person sends is dropped without telling them.
 *
 * Without JavaScript there is no "first focus" to ask for a token: the first post of such a form
 * (values checked, nothing sent) is answered with the page, the form and a token issued by that
 * uncached POST response, and a message asking the person to confirm; the second post carries the
 * token and is judged like any other (tokenForNextSend). The person presses the button twice.
 *
 * What a token cannot do: stop a script that asks for a token, waits MIN_FILL_MS and posts. That
 * script is slowed down and then held by the per-client rate limit (rateLimit/), which a token
 * could not replace. Tokens are not single-use for the same reason (a shared store per token
 * would cost more than the limit already gives).
 */
export const MIN_FILL_MS = 1500
export const MAX_TOKEN_AGE_MS = 2 * 60 * 60 * 1000
/** Replicas' clocks may differ a little: a token "from the future" within this is accepted. */
const CLOCK_SKEW_MS = 5000

export type TokenCheck =
  | { ok: true; issuedAt: number }
  | { ok: false; reason: 'invalid' | 'wrong-kind' | 'too-fast' | 'expired' }

export function formTokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'site602 enquiry form token v1', 32))
}

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url')

export function issueFormToken(key: Buffer, kind: string, now = Date.now()): string {
  const payload = `v1.${kind}.${now.toString(36)}.${randomBytes(9).toString('base64url')}`
  return `${payload}.${sign(key, payload)}`
}

export function verifyFormToken(
  key: Buffer,
  token: string,
  kind: string,
  now = Date.now(),
  { minFillMs = MIN_FILL_MS, maxAgeMs = MAX_TOKEN_AGE_MS } = {},
): TokenCheck {
  const parts = token.split('.')
  if (parts.length !== 5 || parts[0] !== 'v1') return { ok: false, reason: 'invalid' }
  const [, tokenKind = '', issued = '', , signature = ''] = parts
  const expected = Buffer.from(sign(key, parts.slice(0, 4).join('.')))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' }
  }
  if (tokenKind !== kind) return { ok: false, reason: 'wrong-kind' }
  const issuedAt = Number.parseInt(issued, 36)
  if (!Number.isSafeInteger(issuedAt)) return { ok: false, reason: 'invalid' }
  const age = now - issuedAt
  if (age < -CLOCK_SKEW_MS || age > maxAgeMs) return { ok: false, reason: 'expired' }
  if (age < minFillMs) return { ok: false, reason: 'too-fast' }
  return { ok: true, issuedAt }
}

/**
 * The token a form should carry on its next post: the posted one while it is valid or merely too
 * young (its clock keeps running), otherwise a fresh one issued now.
 */
export function tokenForNextSend(key: Buffer, given: string, kind: string, now = Date.now()) {
  const check = verifyFormToken(key, given, kind, now)
  return check.ok || check.reason === 'too-fast' ? given : issueFormToken(key, kind, now)
}
