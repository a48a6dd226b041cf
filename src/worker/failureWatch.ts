/**
 * Recurring work (a sync every few minutes, retried by the queue) that fails for hours must not
 * send a report per run: `failed` reports the first failure of a run of failures, `succeeded`
 * ends the run, so the next failure is reported again. Per process (each worker has its own).
 */
export function failureWatch(report: (reason: string, cause?: unknown) => void): {
  failed: (reason: string, cause?: unknown) => void
  succeeded: () => void
} {
  let failing = false
  return {
    failed: (reason, cause) => {
      if (failing) return
      failing = true
      report(reason, cause)
    },
    succeeded: () => {
      failing = false
    },
  }
}
