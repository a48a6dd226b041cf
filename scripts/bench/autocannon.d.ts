// The parts of autocannon's API the benchmarks and the chaos run use (the package ships no types).
declare module 'autocannon' {
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
      requests?: Request[]
    }
    interface Result {
      requests: { average: number; total: number }
      latency: { p99: number }
      errors: number
      timeouts: number
      non2xx: number
    }
    interface Instance {
      stop: () => void
      on: (event: 'reqError' | 'timeout' | 'done', listener: (...args: unknown[]) => void) => void
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance
  export default autocannon
}
