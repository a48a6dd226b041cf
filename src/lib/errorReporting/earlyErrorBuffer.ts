/** At most this many errors are kept until the reporting SDK has started (a loop cannot grow it). */
export const EARLY_ERROR_LIMIT = 20

export type EarlyErrorBuffer = {
  /** Stops listening and hands over what was caught, oldest first. */
  drain: () => unknown[]
}

/**
 * The reporting SDK starts once the page is idle after load (ErrorReporting.tsx), so that its
 * code never competes with hydration on a slow phone. Until then this keeps what the SDK's own
 * global handlers would have caught, uncaught errors and unhandled rejections, to be reported
 * as soon as it has started: starting later loses nothing.
 */
export function bufferEarlyErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): EarlyErrorBuffer {
  const caught: unknown[] = []
  const keep = (error: unknown) => {
    if (caught.length < EARLY_ERROR_LIMIT) caught.push(error)
  }
  const onError = (event: ErrorEvent) => keep(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => keep(event.reason)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return {
    drain: () => {
      target.removeEventListener('error', onError)
      target.removeEventListener('unhandledrejection', onRejection)
      return caught.splice(0)
    },
  }
}
