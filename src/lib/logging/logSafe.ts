/**
 * What a log may say about a value that came from outside (a request's parameter, a typed
 * e-mail, an error message that quotes either): one line of printable text, at most
 * `LOG_VALUE_MAX` characters, with e-mail addresses, phone numbers and tokens replaced by a
 * placeholder. Shared by Payload's logger (payloadLoggerOptions.ts) and the request log
 * (requestLogLine.ts), so both follow one rule.
 *
 * Why each step:
 * - Control characters are written as `\uXXXX` text: Payload prints through pino-pretty, which
 *   writes strings as they are, so a `%0A` in a parameter would start a fake log line and
 *   `ESC[2J` would reach an operator's terminal.
 * - Redaction runs before the cut on a window a little longer than the bound, so an address
 *   at the cut is recognised whole; a value cut short loses its last, possibly partial, word.
 * - The bound keeps one request from growing the log by more than a line (a 900 KB "e-mail"
 *   was 900 KB per throttled sign-in).
 */
export const LOG_VALUE_MAX = 200

/** How much of a long value redaction looks at (before cutting it to the bound). */
const REDACT_WINDOW = LOG_VALUE_MAX * 4

// Anything around an `@` that is no separator: broader than an e-mail rule on purpose.
const EMAIL = /[^\s@<>"'`(),;:[\]\\]+@[^\s@<>"'`(),;:[\]\\]+/g
// JSON Web Tokens (three base64url parts, the first a JSON object).
const JWT = /eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g
// Long hex (Payload's reset and verification tokens, API keys, hashes).
const HEX = /(?<![A-Za-z0-9])[0-9a-fA-F]{32,}(?![A-Za-z0-9])/g
// Long base64 / base64url runs; only those mixing digits, upper and lower case (a random
// token), so paths, slugs and words stay readable.
const BASE64 = /[A-Za-z0-9+/_-]{32,}={0,2}/g
// 9–15 digits, single spaces between them allowed, optionally after `+` (Czech numbers are 9
// digits: `601 123 456`, `+420601123456`). Only spaces, so dates and times stay readable.
const PHONE = /(?<![\w.+:/-])\+?\d(?: ?\d){8,14}(?![\w:/-])/g
// C0 and C1 controls, DEL, line and paragraph separators, and bidirectional overrides and
// isolates (which reorder what a terminal shows).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const count = (run: string, kind: RegExp) => run.match(kind)?.length ?? 0
// A random token of 32+ base64 characters has several of each; a slug or a path hardly ever.
const looksRandom = (run: string) =>
  count(run, /\d/g) >= 3 && count(run, /[a-z]/g) >= 3 && count(run, /[A-Z]/g) >= 3

/** Replaces e-mail addresses, tokens and phone numbers by a placeholder. */
export function redactPersonalData(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(EMAIL, '[email]')
    .replace(HEX, '[token]')
    .replace(BASE64, (run) => (looksRandom(run) ? '[token]' : run))
    .replace(PHONE, '[phone]')
}

/** Control characters as `\uXXXX` text: the value stays on one line and shows what was sent. */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** A value from outside as loggable text (see above). Non-strings are written as text first. */
export function logSafeString(value: unknown, max = LOG_VALUE_MAX): string {
  const text = typeof value === 'string' ? value : String(value)
  const window = text.length > REDACT_WINDOW ? text.slice(0, REDACT_WINDOW) : text
  const safe = escapeControlCharacters(redactPersonalData(window))
  if (text.length <= REDACT_WINDOW && safe.length <= max) return safe
  // Cut at the bound, drop a partial last word (a half address is still personal data), and
  // say how long the value was.
  // The result, marker included, stays within the bound, so a value made safe twice (by the
  // logger's `formatters` and its `msg` serializer) is unchanged the second time.
  const marker = `…[${text.length} chars]`
  const cut = safe.slice(0, Math.max(0, max - marker.length)).replace(/\S*$/, '')
  return `${cut}${marker}`
}

/** A nullable value from outside, kept null. */
export function logSafeOptional(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : logSafeString(value)
}

const MAX_DEPTH = 4
const MAX_KEYS = 30
const MAX_ITEMS = 20
const MAX_FRAMES = 25
const FRAME = /^\s+at /

/** A field made safe; a getter that throws must not make the log call throw. */
function readSafely(owner: Record<string, unknown>, key: string, depth: number): unknown {
  try {
    return logSafeValue(owner[key], depth)
  } catch {
    return '[unreadable]'
  }
}

/** The error's class name; the production bundle may shorten it, so `name` comes first. */
function errorType(error: Error): string {
  const named = typeof error.name === 'string' && error.name !== 'Error' ? error.name : undefined
  return named ?? error.constructor?.name ?? 'Error'
}

/**
 * An error as a plain object: type, its message as a value from outside (messages quote what a
 * request sent: a database error lists the query's parameters), the stack's frames (code
 * locations; the stack's first lines repeat the message, so they are rebuilt from the safe one),
 * other fields of its own (`status`, `code`, `data`…) and its cause, each made safe.
 */
export function logSafeError(error: Error, depth = 0): Record<string, unknown> {
  const type = logSafeString(errorType(error))
  const message = logSafeString(error.message ?? '')
  const frames = (typeof error.stack === 'string' ? error.stack.split('\n') : [])
    .filter((line) => FRAME.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => escapeControlCharacters(line.slice(0, 500)))
  const safe: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  }
  for (const key of Object.keys(error).slice(0, MAX_KEYS)) {
    if (key === 'stack' || key === 'message' || key === 'cause') continue
    safe[logSafeString(key, 50)] = readSafely(
      error as unknown as Record<string, unknown>,
      key,
      depth + 1,
    )
  }
  const { cause } = error as { cause?: unknown }
  if (cause !== undefined) safe.cause = logSafeValue(cause, depth + 1)
  return safe
}

/**
 * Any value for a log entry: strings as above, numbers and booleans as they are, errors by
 * `logSafeError`, arrays and objects walked to a small depth and width (a request body handed
 * to the logger cannot make a huge entry), anything deeper as `[…]`.
 */
export function logSafeValue(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value
  switch (typeof value) {
    case 'string':
      return logSafeString(value)
    case 'number':
    case 'boolean':
      return value
    case 'bigint':
      return value.toString()
    case 'function':
    case 'symbol':
      return undefined
  }
  if (depth >= MAX_DEPTH) return '[…]'
  if (value instanceof Error) return logSafeError(value, depth)
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => logSafeValue(item, depth + 1))
    return value.length > MAX_ITEMS ? [...items, `…[${value.length} items]`] : items
  }
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`
  const safe: Record<string, unknown> = {}
  const keys = Object.keys(value as object)
  for (const key of keys.slice(0, MAX_KEYS)) {
    safe[logSafeString(key, 50)] = readSafely(value as Record<string, unknown>, key, depth + 1)
  }
  if (keys.length > MAX_KEYS) safe['…'] = `${keys.length} keys`
  return safe
}
