import {
  APIError,
  AuthenticationError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { env } from '@/lib/env'
import { clientAddress } from '@/lib/http/clientAddress'
import {
  clientBucket,
  loginClientKey,
  passwordResetKey,
  signInKey,
} from '@/lib/rateLimit/limiterKeys'
import { consume, limiter, refund } from '@/lib/rateLimit/limiters'

import { admitSignIn, forgetFailures } from '../signInBackoff'
import { lastLikeAFailure, recordFailedSignIn } from '../signInTiming'

/**
 * The failed-sign-in policy of the admin (HTTP only: the Local API is the server's own code).
 *
 * - Per client address and account: exponential back-off (../signInBackoff.ts).
 * - Per client address, whatever accounts it tries: LOGIN_RATE_LIMIT_POINTS (10) failures per
 *   LOGIN_RATE_LIMIT_WINDOW_SECONDS (15 min); a success gives its point back.
 * - No account lock: Payload's own (`maxLoginAttempts`) is off in ../index.ts, since anyone who
 *   knows an address could trigger it.
 * - A refused attempt reads exactly like a wrong password: 401, Payload's own
 *   AuthenticationError (same body, in the request's language), no Retry-After, answered after
 *   as long as a checked wrong password takes (../signInTiming.ts). An unknown account costs a
 *   password check too (equalizeSignInTiming.ts), so unknown, wrong and throttled are one answer.
 *   The message itself tells a person to wait a moment after several failures
 *   (src/lib/i18n/czechAdminTranslations.ts).
 * - Refusals are logged with the client address, never with the password.
 *
 * Password-reset requests are limited per address (PASSWORD_RESET_RATE_LIMIT_POINTS per window)
 * by `throttlePasswordReset`, called from the reset endpoint (../forgotPasswordEndpoint.ts).
 */

function limits() {
  const config = env()
  const durationSeconds = config.LOGIN_RATE_LIMIT_WINDOW_SECONDS
  return {
    client: limiter({
      name: 'login-client',
      points: config.LOGIN_RATE_LIMIT_POINTS,
      durationSeconds,
    }),
    passwordReset: limiter({
      name: 'password-reset',
      points: config.PASSWORD_RESET_RATE_LIMIT_POINTS,
      durationSeconds,
    }),
  }
}

const throttleKey = Symbol.for('site602.signInThrottle')
type Attempt = {
  startedAt: number
  clientKey?: string
  backoffKey?: string
  /** Refused here: its answer is no sample of a password check. */
  refused?: boolean
}
type ThrottledRequest = PayloadRequest & { [throttleKey]?: Attempt }

const addressOf = (req: PayloadRequest) => clientAddress(req.headers, env().TRUSTED_PROXY_HOPS)

function emailOf(data: unknown): string | undefined {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined
}

/** 429 of the password reset; payload.config.ts does not log it again (this file did). */
export class SignInThrottled extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    // Set explicitly: a minified server bundle may rename the class.
    this.name = 'SignInThrottled'
  }
}

/** The wrong-password answer, after a wrong password's time. */
async function refuseLikeAFailure(req: PayloadRequest, attempt: Attempt): Promise<never> {
  attempt.refused = true
  await lastLikeAFailure(attempt.startedAt)
  throw new AuthenticationError(req.t)
}

export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || operation !== 'login') return args
  const attempt: Attempt = { startedAt: performance.now() }
  ;(req as ThrottledRequest)[throttleKey] = attempt
  const address = addressOf(req)
  const client = clientBucket(address)
  const email = emailOf((args as { data?: unknown }).data)
  const limit = limits()

  const clientKey = loginClientKey(address)
  const byClient = await consume(limit.client, clientKey)
  if (!byClient.allowed) {
    req.payload.logger.warn({
      msg: 'Sign-in refused: too many failures from one client',
      client,
      email,
      retryAfterSeconds: byClient.retryAfterSeconds,
    })
    return refuseLikeAFailure(req, attempt)
  }
  attempt.clientKey = clientKey
  // No e-mail: Payload answers 400 (a required field), no password is checked.
  if (!email) return args

  const backoffKey = signInKey(address, email)
  const admission = await admitSignIn(backoffKey)
  if (!admission.admitted) {
    // Not a guess: the client's point goes back.
    await refund(limit.client, clientKey)
    req.payload.logger.warn({
      msg: 'Sign-in refused: back-off after failures on one account',
      client,
      email,
      retryAfterSeconds: admission.retryAfterSeconds,
    })
    return refuseLikeAFailure(req, attempt)
  }
  attempt.backoffKey = backoffKey
  return args
}

/** A successful sign-in was no failure: its point goes back and the back-off starts over. */
export const forgiveSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = (req as ThrottledRequest)[throttleKey]
  if (!attempt) return user
  if (attempt.clientKey) await refund(limits().client, attempt.clientKey)
  if (attempt.backoffKey) await forgetFailures(attempt.backoffKey)
  return user
}

/** A wrong password's duration is the next refusal's (../signInTiming.ts). */
export const timeFailedSignIn: CollectionAfterErrorHook = ({ error, req }) => {
  const attempt = (req as ThrottledRequest)[throttleKey]
  // By status: a minified server bundle may rename error classes.
  if (!attempt || attempt.refused || (error as { status?: unknown }).status !== 401) return
  recordFailedSignIn(performance.now() - attempt.startedAt)
}

/** Password-reset requests of one client address; 429 past the limit. */
export async function throttlePasswordReset(req: PayloadRequest, email: string): Promise<void> {
  const address = addressOf(req)
  const outcome = await consume(limits().passwordReset, passwordResetKey(address))
  if (outcome.allowed) return
  req.payload.logger.warn({ msg: 'Password reset throttled', client: clientBucket(address), email })
  req.responseHeaders = new Headers({ 'Retry-After': String(outcome.retryAfterSeconds) })
  const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60))
  throw new SignInThrottled(
    `Příliš mnoho žádostí o obnovení hesla. Zkuste to prosím znovu za ${minutes} min.`,
  )
}
