type HeaderSource = Pick<Headers, 'get'>

/**
 * Whether a browser says this request comes from another site, by the rule Payload applies before
 * it accepts the admin's cookie on any request (payload `auth/extractJWT.js`, with the origins of
 * `csrf` in payload.config.ts): an `Origin` must be one of the trusted origins (`null`, sent by
 * sandboxed frames and some redirects, is not); without `Origin`, `Sec-Fetch-Site: cross-site`
 * is foreign.
 *
 * One difference, on purpose: a request with neither header is not foreign here. Payload ignores
 * the cookie of such a request because a cookie is ambient (any site can make the browser send
 * it); a sign-in carries its credentials in its body, and every browser that could be tricked
 * into posting a sign-in form sends `Origin` with it. Scripts (curl, the bench, the abuse
 * checks) send neither and may still sign in.
 */
export function isCrossSiteRequest(
  headers: HeaderSource,
  trustedOrigins: readonly string[],
): boolean {
  const origin = headers.get('Origin')
  if (origin !== null) return trustedOrigins.length > 0 && !trustedOrigins.includes(origin)
  return headers.get('Sec-Fetch-Site')?.toLowerCase() === 'cross-site'
}
