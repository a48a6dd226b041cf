import type { LoggerOptions } from 'pino'
import { APIError } from 'payload'

import { queryRefusalOf } from '@/lib/queryRules/queryRefusal'

/** pino's numeric level of `error`. */
const ERROR_LEVEL = 50

/**
 * Payload logs every error its REST handlers answer at the level `loggingLevels` gives for the
 * error's name, and at `error` with the whole stack otherwise. Its defaults name its own 4xx
 * classes (`Forbidden`, `NotFound`, …), but the production bundle shortens class names (`tl`), so
 * a wrong password or a 403 was an error with a stack in the log. Here the class decides, not
 * its name: an APIError with a 4xx status is one info line with its message; anything else
 * (a 5xx, a database error) stays an error with its stack. A query the database or Payload
 * refused (src/lib/queryRules/queryRefusal.ts, answered 400 by the root `afterError`) is one
 * info line with its reason too, whatever level Payload chose. A pino `logMethod` hook, set
 * through Payload's `logger.options` (payload.config.ts).
 */
export const clientErrorsAsInfo: NonNullable<LoggerOptions['hooks']>['logMethod'] = function (
  args,
  method,
  level,
) {
  const [first] = args as unknown[]
  const err = first && typeof first === 'object' && 'err' in first ? first.err : first
  if (level === ERROR_LEVEL && err instanceof APIError && err.status >= 400 && err.status < 500) {
    this.info({ msg: err.message, status: err.status })
    return
  }
  const refusal = level === ERROR_LEVEL ? queryRefusalOf(err) : null
  if (refusal) {
    this.info({ msg: `query refused: ${refusal.reason}`, status: 400 })
    return
  }
  method.apply(this, args)
}
