export interface RecordedCall {
  url: string
  method: string
  headers: Record<string, string>
  body: string | undefined
}

type Responder = (call: RecordedCall) => Response | Promise<Response>

/** A fetch stand-in that records calls and answers with `respond`; honours the abort signal. */
export function fakeFetch(respond: Responder) {
  const calls: RecordedCall[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
    }
    calls.push(call)
    const signal = init?.signal
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
      Promise.resolve(respond(call)).then(resolve, reject)
    })
  }
  return { fetch, calls }
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/** Never answers: only the timeout or the caller's signal ends it. */
export const never = () => new Promise<Response>(() => {})
