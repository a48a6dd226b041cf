/**
 * The lead workers running in this process. Kept on globalThis: the server action that stores
 * a lead and the worker started by instrumentation.ts may be separate module instances.
 */
const REGISTRY = Symbol.for('site602.leadWorkers')

type Registry = Set<() => void>

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= new Set()
  return holder[REGISTRY]
}

export function registerLeadWorker(wake: () => void): () => void {
  registry().add(wake)
  return () => registry().delete(wake)
}

/** A lead was just stored here: local workers look at the queue now instead of at their next poll. */
export function wakeLeadWorkers(): void {
  for (const wake of registry()) wake()
}
