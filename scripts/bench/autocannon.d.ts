// The parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string
      connections?: number
      duration?: number
      headers?: Record<string, string>
    }
    interface Result {
      requests: { average: number; total: number }
      latency: { p99: number }
      errors: number
      timeouts: number
      non2xx: number
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): unknown
  export default autocannon
}
