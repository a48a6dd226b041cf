/** How many failures are remembered: enough for one visit, bounded so that memory cannot grow. */
export const REMEMBERED_FAILURES = 50

/**
 * The ids of failures already shown, with this one added; null when it was shown before, so that
 * a marker mounted again (a remount, a client navigation back) does not bring a closed notice back.
 */
export function rememberFailure(
  remembered: readonly string[],
  failureId: string,
  limit: number = REMEMBERED_FAILURES,
): readonly string[] | null {
  if (remembered.includes(failureId)) return null
  return [...remembered, failureId].slice(-limit)
}
