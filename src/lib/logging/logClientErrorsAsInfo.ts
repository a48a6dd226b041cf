import { APIError, type Payload } from 'payload'

type Logger = Payload['logger']

/**
 * Payload logs every error its REST handlers answer at the level `loggingLevels` gives for the
 * error's name, and at `error` with the whole stack otherwise. Its defaults name its own 4xx
 * classes (`Forbidden`, `NotFound`, …), but the production bundle shortens class names (`tl`), so
 * a wrong password or a 403 was an error with a stack in the log. Here the class decides, not
 * its name: an APIError with a 4xx status is one info line with its message; anything else
 * (a 5xx, a database error) stays an error with its stack.
 */
export function logClientErrorsAsInfo(logger: Logger): void {
  const logError = logger.error.bind(logger)
  logger.error = ((first: unknown, ...rest: unknown[]) => {
    const err = first && typeof first === 'object' && 'err' in first ? first.err : first
    if (err instanceof APIError && err.status >= 400 && err.status < 500) {
      logger.info({ msg: err.message, status: err.status })
      return
    }
    ;(logError as (...args: unknown[]) => void)(first, ...rest)
  }) as Logger['error']
}
