import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { hasRole } from '@/access/hasRole'
import { env } from '@/lib/env'
import { consume, forget, limiter } from '@/lib/rateLimit/limiters'

import { CURRENT_PASSWORD_FIELD } from '../currentPasswordField'
import { passwordMatches } from '../passwordHash'
import { credentialState } from './credentialChange'

/**
 * Changing one's own password or e-mail needs the current password, checked here on the
 * server for every transport (REST, the admin, the Local API with a user): a stolen session
 * alone can no longer take the account over for good. An administrator may set another user's
 * password or e-mail without it (afterCredentialChange.ts records that and mails the user).
 * Code of the server itself (Local API without a user) is not asked.
 *
 * Wrong current passwords count against the account like wrong sign-ins
 * (LOGIN_RATE_LIMIT_PER_ACCOUNT per window), so the check cannot be used to guess it.
 */

/** A refusal the admin shows as it is (Payload hides the message of a non-public error). */
class CurrentPasswordRefused extends APIError {
  constructor(message: string, status: number) {
    super(message, status, null, true)
    this.name = 'CurrentPasswordRefused'
  }
}

/** Takes the typed current password out of the data before any field or store sees it. */
export const takeCurrentPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data || !(CURRENT_PASSWORD_FIELD in data)) return args
  const value = data[CURRENT_PASSWORD_FIELD]
  delete data[CURRENT_PASSWORD_FIELD]
  if (typeof value === 'string' && value) credentialState(req).currentPassword = value
  return args
}

const normalEmail = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : undefined

function reauthLimiter() {
  const config = env()
  return limiter({
    name: 'reauth-account',
    points: config.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    durationSeconds: config.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
  })
}

export const requireCurrentPassword: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const passwordChanged = typeof data.password === 'string' && data.password.length > 0
  const nextEmail = normalEmail(data.email)
  const previousEmail = String(originalDoc.email ?? '')
  const emailChanged = nextEmail !== undefined && nextEmail !== previousEmail.toLowerCase()
  if (!passwordChanged && !emailChanged) return data

  const user = req.user
  const own = user?.collection === 'users' && String(user.id) === String(originalDoc.id)
  const state = credentialState(req)
  if (user && !own && !hasRole(user, 'admin')) {
    // Access rules already allow only oneself or an admin; kept as a second line.
    throw new CurrentPasswordRefused(
      'Heslo nebo e-mail jiného uživatele může změnit jen administrátor.',
      403,
    )
  }
  if (own) {
    const typed = state.currentPassword
    if (!typed) {
      throw new CurrentPasswordRefused(
        'Pro změnu hesla nebo e-mailu zadejte své současné heslo.',
        400,
      )
    }
    const attempts = reauthLimiter()
    const key = `reauth|${String(originalDoc.id)}`
    const outcome = await consume(attempts, key)
    if (!outcome.allowed) {
      req.responseHeaders = new Headers({ 'Retry-After': String(outcome.retryAfterSeconds) })
      throw new CurrentPasswordRefused(
        'Příliš mnoho pokusů se špatným současným heslem. Zkuste to prosím znovu později.',
        429,
      )
    }
    const stored = await req.payload.db.findOne<{
      id: number | string
      hash?: unknown
      salt?: unknown
    }>({
      collection: 'users',
      where: { id: { equals: originalDoc.id } },
      req,
    })
    if (!stored || !(await passwordMatches(stored, typed))) {
      req.payload.logger.warn({
        msg: 'Credential change refused: wrong current password',
        user: originalDoc.id,
      })
      throw new CurrentPasswordRefused('Současné heslo není správné.', 403)
    }
    await forget(attempts, key)
  }
  if (user) {
    state.changes.set(String(originalDoc.id), { passwordChanged, emailChanged, previousEmail, own })
  }
  return data
}
