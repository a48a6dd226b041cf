import { loadClientConfig } from '@/lib/clientConfig/clientConfig'

import type * as SdkModule from './initBrowserErrorReporting'
import { whenPageIdle } from './whenPageIdle'

type Sdk = typeof SdkModule

/** Lets the browser run a pending task (an input, a frame) between two long pieces of work. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

let started: Promise<Sdk | null> | undefined

/**
 * Starts the reporting SDK, once per page and only when the deployment has a DSN: the SDK's
 * chunk is loaded, then (after a break) started in short tasks (initBrowserErrorReporting.ts).
 * Called once the page is idle, by ErrorReporting (the site's layout) and by the error pages
 * (error.tsx, global-error.tsx, which may show without that layout). Resolves to the SDK's
 * module once it runs, or to null when reporting is off.
 */
export function startBrowserReporting(): Promise<Sdk | null> {
  started ??= loadClientConfig().then(async (config) => {
    if (!config?.sentryDsn) return null
    const sdk = await import('./initBrowserErrorReporting')
    await yieldToBrowser()
    await sdk.initBrowserErrorReporting({ ...config, sentryDsn: config.sentryDsn }, yieldToBrowser)
    return sdk
  })
  return started
}

/**
 * An error an error page caught (React's error boundary shows it instead of the page, so no
 * global handler sees it): reported once the page is idle and reporting runs, not at all when
 * it is off. Returns a cancel function (an effect's cleanup).
 */
export function reportBoundaryError(error: unknown, boundary: 'site' | 'global'): () => void {
  return whenPageIdle(() => {
    void startBrowserReporting().then((sdk) => sdk?.captureBoundaryError(error, boundary))
  })
}
