import { AsyncLocalStorage } from 'node:async_hooks'

import { processGlobal } from '@/lib/processGlobals'

/**
 * What server code may know about the request it runs for, without next/headers (reading
 * headers would make a cached page dynamic). Established around Next's request handling by the
 * site's server (server/requestLog.ts); absent outside a request (jobs, background revalidation after
 * the response, the Local API in tests).
 */
export type RequestContext = { requestId: string }

// One store per process: the instrumentation bundle and each route bundle get their own copy of
// this module, so the store is a process global.
const store = (): AsyncLocalStorage<RequestContext> =>
  processGlobal('logging.requestContext', () => new AsyncLocalStorage<RequestContext>())

export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return store().run(context, run)
}

export function currentRequestId(): string | undefined {
  return store().getStore()?.requestId
}
