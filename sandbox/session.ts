import { jwtVerify, SignJWT } from 'jose'

import { HttpError } from './http'
import type { RouteContext } from './router'

const SESSION_HOURS = 8
const encoder = new TextEncoder()

export interface SessionKeys {
  secret: Uint8Array
}

export function sessionKeys(secret: string): SessionKeys {
  return { secret: encoder.encode(secret) }
}

/** The session JWT of spec 3: HS256, claim `mail`, 8 hours unless told otherwise. */
export async function issueSessionToken(
  keys: SessionKeys,
  mail: string,
  epoch: number,
  expiresInSeconds = SESSION_HOURS * 3600,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ mail, epoch })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(mail)
    .setIssuer('provider-sandbox')
    .setIssuedAt(Math.min(now, now + expiresInSeconds))
    .setExpirationTime(now + expiresInSeconds)
    .sign(keys.secret)
}

const UNAUTHORIZED_MESSAGE = 'Přihlášení chybí, je neplatné nebo vypršelo.'

/** The `mail` of the Bearer session; 401 for a missing, forged, expired or reset session. */
export async function requireSessionMail(
  context: RouteContext,
  keys: SessionKeys,
): Promise<string> {
  const header = context.req.headers.authorization ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw new HttpError(401, UNAUTHORIZED_MESSAGE)
  try {
    const { payload } = await jwtVerify(match[1], keys.secret, {
      algorithms: ['HS256'],
      issuer: 'provider-sandbox',
    })
    if (typeof payload.mail !== 'string' || payload.epoch !== context.state.sessionEpoch) {
      throw new Error('stale or incomplete session')
    }
    return payload.mail
  } catch {
    throw new HttpError(401, UNAUTHORIZED_MESSAGE)
  }
}
