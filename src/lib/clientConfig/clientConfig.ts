/**
 * Settings the browser needs that differ per deployment. Pages are static and cached, so these
 * cannot be baked into their HTML: the browser reads them from /client-config.json.
 */
export type ClientConfig = {
  gtmId: string | null
  sentryDsn: string | null
  environment: string
  /** Origins that receive trace headers besides the site itself (spec 7: the provider hosts). */
  traceOrigins: string[]
}

export const CLIENT_CONFIG_PATH = '/client-config.json'

let pending: Promise<ClientConfig | null> | undefined

export function loadClientConfig(): Promise<ClientConfig | null> {
  pending ??= fetch(CLIENT_CONFIG_PATH, { credentials: 'omit' })
    .then((response) => (response.ok ? (response.json() as Promise<ClientConfig>) : null))
    .catch(() => null)
  return pending
}
