import type { LoggerOptions } from 'pino'

import { clientErrorsAsInfo } from './clientErrorsAsInfo'
import type { LogLevel } from './logLevel'
import { logSafeString, logSafeValue } from './logSafe'

/** Keys whose value is a secret whatever it looks like. */
const SECRET_KEYS = ['password', 'token', 'authorization', 'cookie', 'apiKey']

/**
 * The pino options of Payload's logger (payload.config.ts `logger.options`). Payload logs what
 * requests sent: on a 500 the error's message quotes the query's parameters, and the sign-in
 * throttle (collections/Users/hooks/signInThrottle.ts) logs the typed e-mail. Every entry
 * therefore passes logSafe.ts on its way out, whoever wrote the call:
 * - `formatters.log` makes every field of the entry safe (strings bounded, escaped, redacted;
 *   errors as type, safe message, stack frames; objects to a small depth and width); pino calls
 *   it before its serializers, for every call shape;
 * - the `msg` serializer does the same for the message, also when it is a format string's
 *   result or a bare error's message;
 * - the `err` serializer keeps what `formatters.log` made (pino's default would wrap the plain
 *   object again) and makes an error logged some other way safe;
 * - `redact` censors the secret keys whatever their value looks like.
 */
export function payloadLoggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    hooks: { logMethod: clientErrorsAsInfo },
    formatters: {
      log: (entry) => logSafeValue(entry, -1) as Record<string, unknown>,
    },
    serializers: {
      msg: (message: unknown) => logSafeString(message),
      err: (error: unknown) => (error instanceof Error ? logSafeValue(error, 0) : error),
    },
    redact: {
      paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
      censor: '[redacted]',
    },
  }
}
