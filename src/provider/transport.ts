import type { z } from 'zod'

import { filenameFromContentDisposition } from './contentDisposition'
import { ProviderError, SessionExpiredError } from './errors'

export interface TransportOptions {
  /** Provider base address, e.g. `https://api.example.cz` (the browser and the server differ). */
  baseUrl: string
  timeoutMs: number
  /** The session token for authenticated calls; read on every call so a new login is picked up. */
  getToken?: () => string | null | undefined
  /** Headers of the request being served, read on every call (the server's X-Request-Id). */
  contextHeaders?: () => Record<string, string> | undefined
  fetch?: typeof globalThis.fetch
  /** Cancels every call made through this transport (a stopping worker's search sync). */
  signal?: AbortSignal
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  method?: HttpMethod
  query?: Record<string, string | number | undefined>
  /** Sent as JSON. */
  body?: unknown
  /** Sends `Authorization: Bearer`; without a token the call fails as an expired session. */
  auth?: boolean
  /** Extra request headers (e.g. `Idempotency-Key` of a lead delivery). */
  headers?: Record<string, string>
  signal?: AbortSignal
}

export interface DownloadedFile {
  blob: Blob
  filename: string | null
  contentType: string | null
}

export interface Transport {
  json<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>
  blob(path: string, options?: RequestOptions): Promise<DownloadedFile>
  /** For calls whose response body is not part of the contract: only the status matters. */
  send(path: string, options?: RequestOptions): Promise<void>
}

/** Spec 7: a leading `/api` of the documented paths is not part of the provider's address. */
export function stripApiPrefix(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`
  if (absolute === '/api') return '/'
  if (/^\/api[/?#]/.test(absolute)) {
    const rest = absolute.slice(4)
    return rest.startsWith('/') ? rest : `/${rest}`
  }
  return absolute
}

export function buildProviderUrl(
  baseUrl: string,
  path: string,
  query?: RequestOptions['query'],
): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + stripApiPrefix(path))
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value))
  }
  return url.toString()
}

function serverMessageOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message
    }
  } catch {
    // not JSON: the status alone describes the failure
  }
  return null
}

export function createTransport(options: TransportOptions): Transport {
  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function perform<T>(
    path: string,
    request: RequestOptions,
    accept: string,
    read: (response: Response, sentPath: string) => Promise<T>,
  ): Promise<T> {
    const sentPath = stripApiPrefix(path)
    const method = request.method ?? 'GET'
    const headers: Record<string, string> = {
      ...options.contextHeaders?.(),
      ...request.headers,
      Accept: accept,
    }
    if (request.auth) {
      const token = options.getToken?.()
      if (!token) throw new SessionExpiredError({ path: sentPath })
      headers.Authorization = `Bearer ${token}`
    }
    let body: string | undefined
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(request.body)
    }

    const timeout = AbortSignal.timeout(options.timeoutMs)
    const cancels = [options.signal, request.signal].filter((signal) => signal !== undefined)
    const signal = cancels.length > 0 ? AbortSignal.any([timeout, ...cancels]) : timeout
    try {
      const response = await fetchImpl(buildProviderUrl(options.baseUrl, path, request.query), {
        method,
        headers,
        body,
        signal,
      })
      if (response.status === 401 || response.status === 403) {
        const text = await response.text()
        throw new SessionExpiredError({
          path: sentPath,
          status: response.status,
          serverMessage: serverMessageOf(text),
        })
      }
      if (!response.ok) {
        const text = await response.text()
        throw new ProviderError({
          kind: 'http',
          path: sentPath,
          status: response.status,
          serverMessage: serverMessageOf(text),
          message: `Služba poskytovatele odpověděla chybou (HTTP ${response.status}).`,
        })
      }
      return await read(response, sentPath)
    } catch (error) {
      if (error instanceof ProviderError) throw error
      if (timeout.aborted)
        throw new ProviderError({ kind: 'timeout', path: sentPath, cause: error })
      // the caller cancelled: not a provider failure, let it propagate as it is
      if (cancels.some((cancel) => cancel.aborted)) throw error
      throw new ProviderError({ kind: 'network', path: sentPath, cause: error })
    }
  }

  return {
    json(path, schema, request = {}) {
      return perform(path, request, 'application/json', async (response, sentPath) => {
        const text = await response.text()
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch (cause) {
          console.error(`[provider] ${sentPath}: the response is not JSON`, text.slice(0, 200))
          throw new ProviderError({
            kind: 'schema',
            path: sentPath,
            status: response.status,
            cause,
          })
        }
        const parsed = schema.safeParse(body)
        if (!parsed.success) {
          console.error(
            `[provider] ${sentPath}: the response does not match its schema`,
            parsed.error.issues,
          )
          throw new ProviderError({
            kind: 'schema',
            path: sentPath,
            status: response.status,
            cause: parsed.error,
          })
        }
        return parsed.data
      })
    },

    blob(path, request = {}) {
      return perform(path, request, '*/*', async (response) => ({
        blob: await response.blob(),
        filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')),
        contentType: response.headers.get('Content-Type'),
      }))
    },

    send(path, request = {}) {
      return perform(path, request, 'application/json', async (response) => {
        await response.text()
      })
    },
  }
}
