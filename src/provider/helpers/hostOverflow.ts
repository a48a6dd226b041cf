/** Spec 9: upcoming cards show three host photos, recording cards two. */
export const UPCOMING_CARD_HOSTS = 3
export const RECORDING_CARD_HOSTS = 2

export interface HostOverflow<T> {
  visible: T[]
  hiddenCount: number
  /** '+N další', or '+N dalších' from five hidden hosts on; null when nobody is hidden. */
  label: string | null
}

/**
 * Spec 9 words the plural as "more than 7 hosts" for upcoming cards (3 shown) and "over 6" for
 * recordings (2 shown): both mean five or more hidden, which is the Czech plural rule.
 */
export function hostOverflow<T>(hosts: readonly T[], shown: number): HostOverflow<T> {
  const visible = hosts.slice(0, Math.max(0, shown))
  const hiddenCount = hosts.length - visible.length
  if (hiddenCount <= 0) return { visible, hiddenCount: 0, label: null }
  return {
    visible,
    hiddenCount,
    label: `+${hiddenCount} ${hiddenCount >= 5 ? 'dalších' : 'další'}`,
  }
}
