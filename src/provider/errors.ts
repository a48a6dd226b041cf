/** The message of spec section 8 shown when the provider answers 401 or 403. */
export const SESSION_EXPIRED_MESSAGE =
  'Platnost přihlášení vypršela. Pro pokračování se prosím přihlašte znovu.'

export type ProviderErrorKind = 'http' | 'timeout' | 'network' | 'schema'

const messageByKind: Record<ProviderErrorKind, string> = {
  http: 'Služba poskytovatele odpověděla chybou.',
  timeout: 'Služba poskytovatele neodpověděla včas. Zkuste to prosím znovu.',
  network: 'Službu poskytovatele se nepodařilo kontaktovat. Zkontrolujte připojení k internetu.',
  schema: 'Služba poskytovatele vrátila neočekávaná data.',
}

interface ProviderErrorInit {
  kind: ProviderErrorKind
  path: string
  status?: number | null
  /** The `message` field of the provider's JSON error body, when it sent one. */
  serverMessage?: string | null
  message?: string
  cause?: unknown
}

/** What failed, in English for the log (src/lib/logging/errorLine.ts), by kind. */
const logReasonByKind: Record<ProviderErrorKind, (error: ProviderError) => string> = {
  http: (error) => `provider answered HTTP ${error.status ?? '?'} for ${error.path}`,
  timeout: (error) => `provider timed out for ${error.path}`,
  network: (error) => `provider unreachable for ${error.path}`,
  schema: (error) => `provider sent unexpected data for ${error.path}`,
}

/**
 * Every failed provider call ends in this error (or its subclass); `message` is user-visible
 * Czech, `logReason` says the same in English for the log (status and path, never a body).
 */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind
  readonly status: number | null
  readonly path: string
  readonly serverMessage: string | null

  constructor(init: ProviderErrorInit) {
    super(init.message ?? messageByKind[init.kind], { cause: init.cause })
    this.name = 'ProviderError'
    this.kind = init.kind
    this.status = init.status ?? null
    this.path = init.path
    this.serverMessage = init.serverMessage ?? null
  }

  get logReason(): string {
    return logReasonByKind[this.kind](this)
  }
}

/**
 * 401/403, or an authenticated call made without a token. A subclass so that generic handlers
 * still see a ProviderError; the shop checks this class first to drop the token (spec 4, 8).
 */
export class SessionExpiredError extends ProviderError {
  constructor(init: { path: string; status?: number | null; serverMessage?: string | null }) {
    super({ ...init, kind: 'http', message: SESSION_EXPIRED_MESSAGE })
    this.name = 'SessionExpiredError'
  }

  override get logReason(): string {
    return this.status === null
      ? `no session token for ${this.path}`
      : `session refused: provider answered HTTP ${this.status} for ${this.path}`
  }
}

export function isSessionExpired(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError
}

/** A user-visible message for any thrown value, for the global error state of spec 8. */
export function providerErrorMessage(error: unknown): string {
  if (error instanceof ProviderError) return error.message
  return messageByKind.network
}

/** Detail calls: a 404 means "no such item", which is an answer, not a failure. */
export async function nullIfNotFound<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'http' && error.status === 404) return null
    throw error
  }
}
