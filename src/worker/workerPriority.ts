import os from 'node:os'

/**
 * Lowers this process's CPU priority by `nice` (0 leaves it): docker-compose runs the worker on
 * the host of the web replicas, and what it does in bulk (the provider search sync stems
 * thousands of documents) must not slow the pages served meanwhile (bench:search-sync). On Linux
 * it applies to the calling thread, the one that runs JavaScript; threads started later inherit
 * it. A priority that cannot be changed (a container without the right) is reported, not fatal.
 */
export function lowerWorkerPriority(nice: number): void {
  if (nice <= 0) return
  try {
    os.setPriority(Math.max(os.getPriority(), nice))
  } catch (error) {
    console.warn(`[worker] process priority not lowered (nice ${nice}):`, String(error))
  }
}
