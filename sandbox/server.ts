import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { applyCors } from './cors'
import { type Fault, type FaultInput, faultListSchema, parseFaultsJson } from './faults'
import { HttpError, idempotencyKeyOf, parseBody, readRawBody, sendJson } from './http'
import { ImageStore } from './images'
import { findRoute, type Route, type RouteContext } from './router'
import { contentRoutes } from './routes/content'
import { controlRoutes } from './routes/controls'
import { identityRoutes } from './routes/identity'
import { imageRoutes } from './routes/images'
import { licenceRoutes } from './routes/licence'
import { orderRoutes } from './routes/orders'
import { paymentRoutes } from './routes/payment'
import { sendFormRoutes } from './routes/sendForm'
import { sessionKeys } from './session'
import { SandboxState } from './state'

const DEFAULT_SECRET = 'provider-sandbox-development-secret-not-for-production'
const DEFAULT_SLOW_MS = 2000

export interface SandboxOptions {
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** The site's address: allowed as CORS origin and as return address of login and payment. */
  siteUrl?: string
  /** Address the browser reaches the sandbox at, for absolute links; default: the Host header. */
  publicUrl?: string
  /** Signs session tokens and gateway results. */
  secret?: string
  /** Installed at start and after each reset; default: the SANDBOX_FAULTS variable. */
  faults?: FaultInput[]
}

export interface RunningSandbox {
  url: string
  state: SandboxState
  close(): Promise<void>
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1'
  const siteUrl = options.siteUrl ?? 'http://localhost:3000'
  const secret = options.secret ?? DEFAULT_SECRET
  const initialFaults = options.faults
    ? faultListSchema.parse(options.faults)
    : parseFaultsJson(process.env.SANDBOX_FAULTS)
  const state = new SandboxState(initialFaults)
  const keys = sessionKeys(secret)
  const images = new ImageStore()
  const routes: Route[] = [
    ...contentRoutes(),
    ...identityRoutes(keys),
    ...orderRoutes(keys),
    ...paymentRoutes(keys, secret),
    ...licenceRoutes(keys),
    ...sendFormRoutes(),
    ...imageRoutes(images),
    ...controlRoutes(keys),
  ]
  const pendingDelays = new Set<NodeJS.Timeout>()

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        pendingDelays.delete(timer)
        resolve()
      }, ms)
      pendingDelays.add(timer)
    })

  /** True when the fault answered the request itself. */
  async function applyFault(fault: Fault, res: ServerResponse): Promise<boolean> {
    switch (fault.kind) {
      case 'slow':
        await delay(fault.delayMs ?? DEFAULT_SLOW_MS)
        return false
      case 'garbage':
        sendJson(res, 200, { data: 'nonsense' })
        return true
      case '401':
        sendJson(res, 401, { message: 'Přihlášení vypršelo (simulovaná porucha).' })
        return true
      case '403':
        sendJson(res, 403, { message: 'Přístup odepřen (simulovaná porucha).' })
        return true
      case '500':
        sendJson(res, 500, { message: 'Interní chyba poskytovatele (simulovaná porucha).' })
        return true
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, origin: string) {
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid')
    applyCors(req, res, siteUrl)
    if (method === 'OPTIONS') {
      res.writeHead(204)
      res.end()
      return
    }
    const isControl = url.pathname.startsWith('/__sandbox/')
    const body = parseBody(await readRawBody(req), req.headers['content-type'])
    if (!isControl && !url.pathname.startsWith('/images/')) {
      state.record({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body:
          body.kind === 'none'
            ? null
            : body.kind === 'json'
              ? body.value
              : Object.fromEntries(body.value),
        idempotencyKey: idempotencyKeyOf(req),
        receivedAt: new Date().toISOString(),
      })
    }
    if (!isControl) {
      const fault = state.faults.take(method, url.pathname)
      if (fault && (await applyFault(fault, res))) return
    }

    const match = findRoute(routes, method, url.pathname)
    if (match.kind === 'not-found') throw new HttpError(404, `Cesta ${url.pathname} neexistuje.`)
    if (match.kind === 'method-not-allowed') {
      res.setHeader('Allow', [...match.allowed, 'OPTIONS'].join(', '))
      throw new HttpError(405, `Metoda ${method} není pro ${url.pathname} povolena.`)
    }
    const context: RouteContext = {
      req,
      res,
      url,
      params: match.params,
      body,
      state,
      origin,
      siteUrl,
    }
    await match.handler(context)
  }

  const server = createServer((req, res) => {
    const origin = options.publicUrl?.replace(/\/+$/, '') ?? `http://${req.headers.host ?? host}`
    handle(req, res, origin).catch((error: unknown) => {
      if (res.headersSent) {
        res.end()
        return
      }
      if (error instanceof HttpError) {
        sendJson(res, error.status, { message: error.message })
        return
      }
      console.error('[sandbox]', error)
      sendJson(res, 500, { message: 'Interní chyba sandboxu.' })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  void images.warmUp()

  const { port } = server.address() as AddressInfo
  const hostInUrl = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${hostInUrl}:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of pendingDelays) clearTimeout(timer)
        pendingDelays.clear()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
