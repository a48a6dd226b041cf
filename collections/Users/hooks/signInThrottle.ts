import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { env } from '@/lib/env'
import { clientAddress } from '@/lib/http/clientAddress'
import {
  clientBucket,
  loginAccountKey,
  loginClientAccountKey,
  loginClientKey,
  passwordResetKey,
} from '@/lib/rateLimit/limiterKeys'
import { consume, forget, limiter, refund } from '@/lib/rateLimit/limiters'

/**
 * Per-client throttling of admin sign-in and password reset, in front of Payload's per-account
 * lock-out (5 wrong passwords lock an account for 15 minutes, collections/Users/index.ts).
 *
 * Why: the lock-out alone lets anyone lock every editor out by typing wrong passwords for their
 * addresses. These hooks run in `beforeOperation`, so a refused attempt never reaches Payload's
 * password check and never moves the account's counter; the answer is 429 with a Czech message
 * and Retry-After. Every attempt is counted before it runs (parallel attempts cannot slip
 * through between a check and a failure); a successful sign-in gives its point back.
 *
 * The numbers (LOGIN_RATE_LIMIT_*; window W = 15 min by default):
 * - one client address: at most 10 failed sign-ins per W, whatever accounts it tries (guessing
 *   many accounts);
 * - one client address on one account: at most 4 failed sign-ins per W, one fewer than the
 *   lock-out. Payload's own counter never forgets by time (it counts wrong passwords until a
 *   success or a lock), so 4 per window alone would still add up over two windows. The windows
 *   are therefore aligned to the clock (window = floor(now / W), the same on every replica), and
 *   at the first attempt on an account in a new window the account's counter is set back to 0
 *   (unless it is locked right now). The lock-out thus means "5 wrong passwords within one
 *   window", which one address, allowed 4, can never reach; many addresses together still can,
 *   which is what the lock-out is for.
 * - password-reset e-mails: 5 requests per client address per W (Payload adds 15 s per account).
 *
 * Only HTTP requests (the admin, REST) are throttled; the Local API is the server's own code.
 * While Redis is down each replica counts alone (rateLimit/limiters.ts).
 */

const ACCOUNT_ATTEMPTS_UNLIMITED = 1_000_000

function limits() {
  const config = env()
  const durationSeconds = config.LOGIN_RATE_LIMIT_WINDOW_SECONDS
  return {
    windowMs: durationSeconds * 1000,
    client: limiter({
      name: 'login-client',
      points: config.LOGIN_RATE_LIMIT_POINTS,
      durationSeconds,
    }),
    clientAccount: limiter({
      name: 'login-client-account',
      points: config.LOGIN_RATE_LIMIT_PER_ACCOUNT,
      durationSeconds,
    }),
    // Only counts, to tell the first attempt on an account in a window.
    account: limiter({
      name: 'login-account',
      points: ACCOUNT_ATTEMPTS_UNLIMITED,
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
type Charged = { clientKey: string; clientAccountKey?: string }
type ThrottledRequest = PayloadRequest & { [throttleKey]?: Charged }

const addressOf = (req: PayloadRequest) => clientAddress(req.headers, env().TRUSTED_PROXY_HOPS)

function emailOf(data: unknown): string | undefined {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined
}

/** 429 for a throttled client; payload.config.ts does not log it again (the hook already did). */
export class SignInThrottled extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    // Set explicitly: a minified server bundle may rename the class.
    this.name = 'SignInThrottled'
  }
}

function refuse(req: PayloadRequest, retryAfterSeconds: number, message: string): never {
  req.responseHeaders = new Headers({ 'Retry-After': String(retryAfterSeconds) })
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  throw new SignInThrottled(`${message} Zkuste to prosím znovu za ${minutes} min.`)
}

/** Payload counts wrong passwords until a success or a lock; a new window starts it at 0. */
async function forgetEarlierWindows(req: PayloadRequest, email: string): Promise<void> {
  const user = await req.payload.db.findOne<{
    id: number | string
    loginAttempts?: number | null
    lockUntil?: string | null
  }>({ collection: 'users', where: { email: { equals: email } } })
  if (!user || !user.loginAttempts) return
  if (user.lockUntil && new Date(user.lockUntil).getTime() > Date.now()) return
  // Outside the request's transaction, as Payload updates the counter itself.
  await req.payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { loginAttempts: 0, lockUntil: null },
    returning: false,
  })
}

export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const address = addressOf(req)
  const client = clientBucket(address)
  const email = emailOf((args as { data?: unknown }).data)
  const limit = limits()

  if (operation === 'forgotPassword') {
    const outcome = await consume(limit.passwordReset, passwordResetKey(address))
    if (outcome.allowed) return args
    req.payload.logger.warn({ msg: 'Password reset throttled', client, email })
    refuse(req, outcome.retryAfterSeconds, 'Příliš mnoho žádostí o obnovení hesla.')
  }

  const clientKey = loginClientKey(address)
  const byClient = await consume(limit.client, clientKey)
  if (!byClient.allowed) {
    req.payload.logger.warn({
      msg: 'Sign-in throttled: too many failures from one client',
      client,
      email,
    })
    refuse(req, byClient.retryAfterSeconds, 'Příliš mnoho neúspěšných pokusů o přihlášení.')
  }
  const charged: Charged = { clientKey }
  ;(req as ThrottledRequest)[throttleKey] = charged
  if (!email) return args

  const window = Math.floor(Date.now() / limit.windowMs)
  const clientAccountKey = loginClientAccountKey(address, email, window)
  const byClientAccount = await consume(limit.clientAccount, clientAccountKey)
  if (!byClientAccount.allowed) {
    req.payload.logger.warn({
      msg: 'Sign-in throttled: too many failures on one account',
      client,
      email,
    })
    refuse(req, byClientAccount.retryAfterSeconds, 'Příliš mnoho neúspěšných pokusů o přihlášení.')
  }
  charged.clientAccountKey = clientAccountKey

  const byAccount = await consume(limit.account, loginAccountKey(email, window))
  if (byAccount.allowed && byAccount.firstInWindow) await forgetEarlierWindows(req, email)
  return args
}

/** A successful sign-in was no failure: its point goes back and the account's count is cleared. */
export const refundSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const charged = (req as ThrottledRequest)[throttleKey]
  if (!charged) return user
  const limit = limits()
  await refund(limit.client, charged.clientKey)
  if (charged.clientAccountKey) await forget(limit.clientAccount, charged.clientAccountKey)
  return user
}

/** Every refusal of a locked account is logged with the client, never with the password. */
export const logLockedAccount: CollectionAfterErrorHook = ({ error, req }) => {
  if (error.name !== 'LockedAuth') return
  req.payload.logger.warn({
    msg: 'Sign-in refused: account locked',
    client: clientBucket(addressOf(req)),
    email: emailOf(req.data),
  })
}
