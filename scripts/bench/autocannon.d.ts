/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }
  type Result = {
    requests: { average: number }
    errors: number
    timeouts: number
    non2xx: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
