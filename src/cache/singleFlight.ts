/**
 * Calls with the same arguments while one is still running share its promise. A cached list
 * that expires under load is then refreshed by one provider call, not by one per request that
 * happened to ask in the meantime.
 */
export function singleFlight<Args extends unknown[], Result>(
  load: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const running = new Map<string, Promise<Result>>()
  return (...args: Args) => {
    const key = JSON.stringify(args)
    const pending = running.get(key)
    if (pending) return pending
    const call = load(...args).finally(() => running.delete(key))
    running.set(key, call)
    return call
  }
}
