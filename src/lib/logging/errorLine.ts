/**
 * An error made for people, whose `message` is Czech, says the same for the log in English in
 * `logReason` (e.g. src/provider/errors.ts); logs are English.
 */
export function logReasonOf(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object' || !('logReason' in error)) return undefined
  return typeof error.logReason === 'string' ? error.logReason : undefined
}

/**
 * What a console call should print for `error`: the English reason of an error made for people
 * (one line: its reason says what failed, no stack needed), or the error itself (message and
 * stack, for what nobody foresaw).
 */
export function errorForLog(error: unknown): unknown {
  return logReasonOf(error) ?? error
}

/**
 * One readable log line for an error, whatever shape it comes in: its message (or the English
 * `logReason` of an error made for people) and, when it has one, its code (PostgreSQL's SQLSTATE
 * such as 57P01, Node's ECONNREFUSED). pg-boss emits plain copies of its errors
 * (`{ ...error, message, stack }`), which `String()` would print as `[object Object]`; Node's
 * failed connection to several addresses is an AggregateError with an empty message and the
 * reasons inside. Only the message and the code: a database error's other fields (`detail`,
 * `where`) may quote the values of a row.
 */
export function errorLine(error: unknown): string {
  if (error === null || typeof error !== 'object') return oneLine(String(error))
  const { message, code, errors } = error as { message?: unknown; code?: unknown; errors?: unknown }
  let text = logReasonOf(error) ?? (typeof message === 'string' ? message.trim() : '')
  if (!text && Array.isArray(errors)) {
    text = [...new Set(errors.map(errorLine).filter(Boolean))].join('; ')
  }
  if (!text) text = error instanceof Error ? error.name : 'error without a message'
  const codeText = typeof code === 'string' || typeof code === 'number' ? String(code) : ''
  return oneLine(codeText && !text.includes(codeText) ? `${text} (${codeText})` : text)
}

const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ')
