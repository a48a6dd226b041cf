// The parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  namespace autocannon {
    interface Options {
      url: string
      connections?: number
      duration?: number
      headers?: Record<string, string>
      /** Client worker threads; connections are split between them. */
      workers?: number
      /** Requests each connection sends in turn, from the first again after the last. */
      requests?: Array<{ method?: string; path: string; headers?: Record<string, string> }>
    }
    interface Result {
      requests: { average: number; total: number }
      latency: { p99: number }
      errors: number
      timeouts: number
      non2xx: number
      statusCodeStats?: Record<string, { count: number }>
    }
    /** The running load: awaitable for its result, and emits `tick` once a second. */
    interface Instance extends EventEmitter, PromiseLike<Result> {
      on(event: 'tick', listener: (counts: { counter: number; bytes: number }) => void): this
      on(event: string, listener: (...args: unknown[]) => void): this
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): unknown
  export default autocannon
}
