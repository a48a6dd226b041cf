import { randomUUID } from 'node:crypto'

import { ProviderFailureReport } from './ProviderFailureReport'

/**
 * Server side of ProviderFailureReport: one id per render, so a visitor who closed the notice
 * does not get it again for the same page, while a new render's failure is shown.
 */
export function ReportedProviderFailure({ error }: { error: string | null }) {
  if (!error) return null
  return <ProviderFailureReport error={error} failureId={randomUUID()} />
}
