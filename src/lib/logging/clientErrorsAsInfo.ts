import type { LoggerOptions } from 'pino'
import { APIError } from 'payload'

/** pino's numeric level of `error`. */
const ERROR_LEVEL = 50

/**
 * Payload logs every error its REST handlers answer at the level `loggingLevels` gives for the
 * error's name, and at `error` with the whole stack otherwise. Its defaults name its own 4xx
 * classes (`Forbidden`, `NotFound`, …), but the production bundle shortens class names (`tl`), so
 * a wrong password or a 403 was an error with a stack in the log. Here the class decides, not
 * its name: an APIError with a 4xx status is one info line with its message; anything else
 * (a 5xx, a database error) stays an error with its stack. A pino `logMethod` hook, set through
 * Payload's `logger.options` (payload.config.ts).
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
  method.apply(this, args)
}
