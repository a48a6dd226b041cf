import { ProviderError } from '@/provider/errors'

/**
 * Answers that will not change however often the same lead is sent: the provider refused the
 * enquiry itself. Anything else (timeouts, network, 5xx, 401/403 of a misconfigured key, 404 of a
 * moved endpoint, 408, 429) may pass later, so it is retried.
 */
const PERMANENT_STATUSES = new Set([400, 409, 410, 413, 415, 422])

export type FailedAttempt = {
  retry: boolean
  status: number | null
  /** For the admin and the logs: what went wrong, never the visitor's data. */
  message: string
}

const MAX_MESSAGE = 300

/** E-mail addresses and phone-like digit runs the provider might echo back. */
export function withoutPersonalData(text: string): string {
  return text
    .replace(/[^\s@"'<>]+@[^\s@"'<>]+/g, '…')
    .replace(/\+?\d[\d\s-]{6,}\d/g, '…')
    .slice(0, MAX_MESSAGE)
}

export function describeFailedAttempt(error: unknown): FailedAttempt {
  if (error instanceof ProviderError) {
    const status = error.status
    const retry = status === null || !PERMANENT_STATUSES.has(status)
    const what =
      error.kind === 'timeout'
        ? 'Poskytovatel neodpověděl včas'
        : error.kind === 'network'
          ? 'Poskytovatel je nedostupný'
          : `Poskytovatel odpověděl HTTP ${status ?? '?'}`
    const answer = error.serverMessage ? `: ${withoutPersonalData(error.serverMessage)}` : ''
    return { retry, status, message: `${what}${answer}`.slice(0, MAX_MESSAGE) }
  }
  return { retry: true, status: null, message: 'Neznámá chyba při odesílání' }
}
