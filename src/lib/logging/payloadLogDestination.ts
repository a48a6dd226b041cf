import { build, type PrettyOptions } from 'pino-pretty'

/**
 * How Payload's log lines look (payload.config.ts `logger.destination`): Payload's own
 * pino-pretty settings (payload 3.90.2 `utilities/logger.js`), except the time stamp. Payload
 * prints the process's local time (`SYS:HH:MM:ss`), and the web process runs in Europe/Prague
 * (src/upstream/serverTimeZone.ts) while a worker runs in the container's UTC: the two roles'
 * lines could not be laid side by side. Every log line of every role carries the time in UTC,
 * ISO 8601, as the request log's `time` does (src/lib/logging/requestLogLine.ts).
 */
export const PAYLOAD_PRETTY_OPTIONS = {
  colorize: true,
  ignore: 'pid,hostname',
  translateTime: "UTC:yyyy-mm-dd'T'HH:MM:ss.l'Z'",
} satisfies PrettyOptions

export const payloadLogDestination = () => build(PAYLOAD_PRETTY_OPTIONS)
