import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { isCrossSiteRequest } from '@/lib/security/crossSiteRequest'

/**
 * Login CSRF: a form on another site that posts an attacker's e-mail and password (or a reset
 * token of the attacker's account) to the sign-in would sign the visitor's browser into the
 * attacker's account, and what they then type into the admin lands there. Sign-in, password
 * reset (which signs in too) and the reset request therefore check the request's origin by the
 * rule every cookie-authenticated write already meets (src/lib/security/crossSiteRequest.ts,
 * Payload's `csrf` origins). HTTP only: the Local API has no origin.
 */
export class CrossSiteRequestRefused extends APIError {
  constructor() {
    super('Tento požadavek lze odeslat jen z administrace tohoto webu.', 403, null, true)
    // Set explicitly: a minified server bundle may rename the class.
    this.name = 'CrossSiteRequestRefused'
  }
}

const GUARDED = new Set(['login', 'resetPassword', 'forgotPassword'])

export function refuseCrossSite(req: PayloadRequest): void {
  if (req.payloadAPI === 'local') return
  if (!isCrossSiteRequest(req.headers, req.payload.config.csrf)) return
  req.payload.logger.warn({
    msg: 'Cross-site request to an account endpoint refused',
    origin: req.headers.get('Origin') ?? undefined,
    fetchSite: req.headers.get('Sec-Fetch-Site') ?? undefined,
  })
  throw new CrossSiteRequestRefused()
}

export const refuseCrossSiteSignIn: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (GUARDED.has(operation)) refuseCrossSite(req)
  return args
}
