import { isSessionExpired, ProviderError, providerErrorMessage } from '@/provider/errors'

import { useGlobalError } from '@/lib/globalError/globalErrorStore'

interface ReportOptions {
  /** Spec 8: a failed payment verification also keeps the server's message as errorDescription. */
  withServerMessage?: boolean
}

/** 401/403 end the session instead (spec 4, 8): they never reach the global error state. */
function isSessionFailure(error: unknown): boolean {
  return (
    isSessionExpired(error) ||
    (error instanceof ProviderError && (error.status === 401 || error.status === 403))
  )
}

/** Spec 8: a failed provider call made in the browser puts its message in the global error state. */
export function reportProviderFailure(error: unknown, options: ReportOptions = {}): void {
  if (isSessionFailure(error)) return
  const description =
    options.withServerMessage && error instanceof ProviderError ? error.serverMessage : null
  useGlobalError.getState().setError(providerErrorMessage(error), description)
}
