import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { captureOutput, stopChild, waitUntilReady } from '../../../scripts/lib/childProcess'
import { findFreePort } from '../../../scripts/lib/findFreePort'
import { startHttpCache } from '../../lib/httpCache'
import type { RunningStaticServer } from './nginx'

/** A trivial file server: the saved page (gzip once, at start) and /api/health for the probe. */
const serverSource = `import http from 'node:http'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const [port, file, pagePath, cacheControl] = process.argv.slice(2)
const html = readFileSync(file)
const gzipped = gzipSync(html)
http
  .createServer((request, response) => {
    const requestPath = (request.url ?? '/').split('?')[0]
    if (requestPath === '/api/health') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      return response.end('{"status":"ok"}')
    }
    if (requestPath !== pagePath) {
      response.writeHead(404, { 'cache-control': 'no-store' })
      return response.end()
    }
    const gzip = /\\bgzip\\b/.test(request.headers['accept-encoding'] ?? '')
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    })
    response.end(gzip ? gzipped : html)
  })
  .listen(Number(port), '127.0.0.1')
`

/**
 * The fallback baseline when nginx is missing: "the same cache" (a second Varnish with the site's
 * VCL) in front of a trivial static file server answering the saved bytes with the site's
 * `Cache-Control`, so the cache's own cost is measured without the app behind it.
 */
export async function startStaticHttpCache({
  port,
  html,
  pagePath,
  cacheControl,
}: {
  port: number
  html: Buffer
  pagePath: string
  cacheControl: string
}): Promise<RunningStaticServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-static-'))
  chmodSync(dir, 0o755)
  writeFileSync(path.join(dir, 'page.html'), html)
  writeFileSync(path.join(dir, 'server.mjs'), serverSource)
  const backendPort = await findFreePort()
  const backend = spawn(
    process.execPath,
    [
      path.join(dir, 'server.mjs'),
      String(backendPort),
      path.join(dir, 'page.html'),
      pagePath,
      cacheControl,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const stopBackend = async () => {
    await stopChild(backend)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitUntilReady(
      backend,
      async () => (await fetch(`http://127.0.0.1:${backendPort}/api/health`)).status === 200,
      { describe: 'static server', output: captureOutput(backend), timeoutMs: 10_000 },
    )
  } catch (error) {
    await stopBackend()
    throw error
  }
  const cache = await startHttpCache({
    port,
    backends: [{ host: '127.0.0.1', port: backendPort }],
  }).catch(async (error: unknown) => {
    await stopBackend()
    throw error
  })
  return {
    url: `${cache.url}${pagePath}`,
    pid: cache.pid,
    stop: async () => {
      await cache.stop()
      await stopBackend()
    },
  }
}
