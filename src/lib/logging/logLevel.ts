/**
 * LOG_LEVEL: the least severe level that is written. One scale for the request log and Payload's
 * logger (pino knows the same names).
 */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const

export type LogLevel = (typeof LOG_LEVELS)[number]

export const DEFAULT_LOG_LEVEL: LogLevel = 'info'

/** True when a line of `level` is written under the threshold `threshold`. */
export function levelEnabled(level: LogLevel, threshold: LogLevel): boolean {
  return LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(threshold)
}
