// The parts of autocannon's API the benchmarks and the chaos run use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  namespace autocannon {
    interface Request {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      /** Called with every answer to this request (the body as a string). */
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string>,
      ) => void
    }
    interface Options {
      url: string
      connections?: number
      duration?: number
      amount?: number
      timeout?: number
      headers?: Record<string, string>
      /** Client worker threads; connections are split between them. */
      workers?: number
      /** Requests each connection sends in turn, from the first again after the last. */
      requests?: Request[]
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
    interface Instance {
      stop: () => void
      on: (event: 'reqError' | 'timeout' | 'done', listener: (...args: unknown[]) => void) => void
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance
  export default autocannon
}
