import type { LoggerOptions } from 'pino'
import {
  APIError,
  AuthenticationError,
  FileUploadError,
  Forbidden,
  Locked,
  LockedAuth,
  MissingFile,
  NotFound,
  QueryError,
  UnauthorizedError,
  UnverifiedEmail,
  ValidationError,
} from 'payload'

import { queryRefusalOf } from '@/lib/queryRules/queryRefusal'

/** pino's numeric level of `error`. */
const ERROR_LEVEL = 50

/**
 * Payload's 4xx error classes, named by their exported constructors: the production bundle
 * renames the classes (and so their `name`), `instanceof` still holds. None extends another.
 */
const PAYLOAD_CLIENT_ERRORS: ReadonlyArray<
  readonly [string, abstract new (...args: never[]) => Error]
> = [
  ['AuthenticationError', AuthenticationError],
  ['FileUploadError', FileUploadError],
  ['Forbidden', Forbidden],
  ['Locked', Locked],
  ['LockedAuth', LockedAuth],
  ['MissingFile', MissingFile],
  ['NotFound', NotFound],
  ['QueryError', QueryError],
  ['UnauthorizedError', UnauthorizedError],
  ['UnverifiedEmail', UnverifiedEmail],
  ['ValidationError', ValidationError],
]

/** The class of a refusal, readable in the production build too (ours set `name` themselves). */
function refusalClassName(err: APIError): string {
  const payloadClass = PAYLOAD_CLIENT_ERRORS.find(([, type]) => err instanceof type)?.[0]
  if (payloadClass) return payloadClass
  return err.constructor === APIError ? 'APIError' : err.name
}

/**
 * Payload logs every error its REST handlers answer at the level `loggingLevels` gives for the
 * error's name, and at `error` with the whole stack otherwise. Its defaults name its own 4xx
 * classes (`Forbidden`, `NotFound`, …), but the production bundle shortens class names (`tl`), so
 * a wrong password or a 403 was an error with a stack in the log; and the message it logs is the
 * one written for people (Czech, or translated into the admin's language). Here the class
 * decides, not its name: an APIError with a 4xx status is one English info line with its status
 * and class (`Request refused: 403 CrossSiteRequestRefused`), never its message; anything else
 * (a 5xx, a database error) stays an error with its stack. payload.config.ts `loggingLevels`
 * sends Payload's own 4xx classes here at `error` too (at `info` Payload would log only their
 * message). A query the database or Payload refused (src/lib/queryRules/queryRefusal.ts,
 * answered 400 by the root `afterError`) is one info line with its reason, whatever level
 * Payload chose. A pino `logMethod` hook, set through Payload's `logger.options`.
 */
export const clientErrorsAsInfo: NonNullable<LoggerOptions['hooks']>['logMethod'] = function (
  args,
  method,
  level,
) {
  const [first] = args as unknown[]
  const err = first && typeof first === 'object' && 'err' in first ? first.err : first
  if (level === ERROR_LEVEL && err instanceof APIError && err.status >= 400 && err.status < 500) {
    this.info({ msg: `Request refused: ${err.status} ${refusalClassName(err)}` })
    return
  }
  const refusal = level === ERROR_LEVEL ? queryRefusalOf(err) : null
  if (refusal) {
    this.info({ msg: `query refused: ${refusal.reason}`, status: 400 })
    return
  }
  method.apply(this, args)
}
