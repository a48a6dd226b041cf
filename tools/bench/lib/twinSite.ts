import http from 'node:http'
import { gzipSync } from 'node:zlib'

import { findFreePort } from '../../../scripts/lib/findFreePort'

/**
 * Where the static twins of the templates are served (issue 30): an origin of their own, on
 * which each twin answers at its page's own path, and every other request (stylesheets, fonts,
 * images, robots.txt, the HTTP cache's health probe) is passed to the site, so the twin's
 * assets are the site's very bytes and load from one origin, as the page's do. The bench puts
 * the same HTTP cache and edge in front of it as in front of the site.
 */
export type TwinPage = {
  /** The page's HTML without its scripts (lib/twinHtml.ts). */
  html: string
  /** The page's response headers as the site sent them, less the body's encoding and length. */
  headers: Record<string, string>
}

export type RunningTwinSite = {
  /** http://127.0.0.1:<port> */
  origin: string
  stop: () => Promise<void>
}

/** Headers that belong to one connection or to the body as it was sent. */
const NOT_PASSED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
])

export function twinHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (!NOT_PASSED.has(name)) kept[name] = value
  })
  return kept
}

export async function startTwinSite({
  twins,
  site,
}: {
  /** Page path → its twin. */
  twins: Map<string, TwinPage>
  /** The site's HTTP cache, which answers everything else. */
  site: string
}): Promise<RunningTwinSite> {
  const target = new URL(site)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  // Compressed once, as the site's server compresses its pages (gzip).
  const gzipped = new Map([...twins].map(([path, twin]) => [path, gzipSync(twin.html)]))

  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://twin').pathname
    const twin = twins.get(pathname)
    if (twin && (request.method === 'GET' || request.method === 'HEAD')) {
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      const body = gzip ? gzipped.get(pathname)! : Buffer.from(twin.html)
      response.writeHead(200, {
        ...twin.headers,
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        'content-length': String(body.length),
      })
      response.end(request.method === 'HEAD' ? undefined : body)
      return
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  const port = await findFreePort()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}
