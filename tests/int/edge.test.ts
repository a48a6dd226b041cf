import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  edgeCommand,
  makeLocalCertificate,
  type RunningEdge,
  startEdge,
} from '../../scripts/lib/edge'
import { findFreePort } from '../../scripts/lib/findFreePort'
import { http1OverTls, http2Request } from '../support/tlsClients'

/**
 * The shipped edge (edge/Caddyfile, run by Debian's caddy as docker-compose.yml runs it with the
 * official image) in front of a plain HTTP/1.1 server standing in for Varnish: protocols, what
 * passes and what does not, and how it refuses a bad certificate.
 */

let backend: http.Server
let backendUrl: string
let seen: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders }> = []
let dir: string
let certificate: { certFile: string; keyFile: string }
let ca: Buffer
let edge: RunningEdge

beforeAll(async () => {
  backend = http.createServer((request, response) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers })
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end(`${request.method} ${request.url}`)
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`
  dir = mkdtempSync(path.join(os.tmpdir(), 'edge-test-'))
  certificate = await makeLocalCertificate(path.join(dir, 'site'), ['127.0.0.1'])
  ca = readFileSync(certificate.certFile)
  edge = await startEdge({ backend: backendUrl, ...certificate })
})

afterAll(async () => {
  await edge?.stop()
  await new Promise((resolve) => backend?.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

async function plainGet(url: string) {
  const response = await fetch(url, { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location') }
}

describe('the shipped edge', () => {
  it('speaks HTTP/2 over TLS by ALPN, and HTTP/1.1 on the same port to clients offering only it', async () => {
    seen = []
    const page = await http2Request(edge.url, '/kontakt', ca)
    expect(page).toMatchObject({ status: 200, body: 'GET /kontakt', protocol: 'h2' })

    const health = await http1OverTls(`${edge.url}/api/live`, ca)
    expect(health).toMatchObject({ status: 200, body: 'GET /api/live', protocol: 'http/1.1' })
  })

  it('tells the cache the visitor’s address and https, never an address the client claims', async () => {
    seen = []
    await http1OverTls(`${edge.url}/`, ca, { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(seen).toHaveLength(1)
    // One entry, written by the edge: with Varnish's own, two trusted hops (TRUSTED_PROXY_HOPS=2).
    expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen[0]!.headers['x-forwarded-proto']).toBe('https')
    expect(seen[0]!.headers.host).toBe(new URL(edge.url).host)
  })

  it('answers methods the site does not use itself: a BAN never reaches the cache', async () => {
    seen = []
    for (const method of ['BAN', 'PURGE', 'TRACE']) {
      expect((await http1OverTls(`${edge.url}/`, ca, { method })).status).toBe(405)
    }
    expect(seen).toEqual([])
  })

  it('serves nothing over plain HTTP on its public HTTP port: it only redirects to HTTPS, on its port', async () => {
    seen = []
    expect(await plainGet(`${edge.redirectUrl}/kontakt?x=1`)).toEqual({
      status: 308,
      location: `${edge.url}/kontakt?x=1`,
    })
    expect(seen).toEqual([])
  })

  it('answers health checks over plain HTTP/1.1 on its health port, and nothing else there', async () => {
    seen = []
    const live = await fetch(`${edge.healthUrl}/api/live`)
    expect(live.status).toBe(200)
    expect(await live.text()).toBe('GET /api/live')
    expect((await fetch(`${edge.healthUrl}/api/health`)).status).toBe(200)
    for (const other of ['/', '/kontakt', '/api/live/x', '/admin']) {
      expect((await plainGet(`${edge.healthUrl}${other}`)).status).toBe(404)
    }
    expect(seen.map(({ url }) => url)).toEqual(['/api/live', '/api/health'])
  })

  it('never forwards the internal health header, on the site or its health port', async () => {
    seen = []
    const internal = { 'X-Internal-Health': 'a'.repeat(64) }
    expect((await fetch(`${edge.healthUrl}/api/health`, { headers: internal })).status).toBe(200)
    expect((await http1OverTls(`${edge.url}/api/health`, ca, { headers: internal })).status).toBe(
      200,
    )
    expect(seen).toHaveLength(2)
    for (const request of seen) expect(request.headers['x-internal-health']).toBeUndefined()
  })
})

describe('bad input: the edge refuses to start, it never falls back to plain HTTP', () => {
  /** Runs the shipped config once with `change` applied; resolves with its exit and output. */
  async function runOnce(change: (env: NodeJS.ProcessEnv) => void) {
    const stateDir = mkdtempSync(path.join(dir, 'state-'))
    const { command, args, env } = edgeCommand({
      backend: backendUrl,
      ...certificate,
      httpsPort: await findFreePort(),
      httpPort: await findFreePort(),
      healthPort: await findFreePort(),
      stateDir,
    })
    change(env)
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    // A config Caddy accepted would keep running: that is a failure of this test, after 15 s.
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    const [code, signal] = (await once(child, 'exit')) as [number | null, string | null]
    clearTimeout(timer)
    return { code, signal, output, httpsPort: Number(env.EDGE_HTTPS_PORT) }
  }

  it('a missing certificate: exit status 1 with the path, nothing listening', async () => {
    const missing = path.join(dir, 'missing', 'cert.pem')
    const run = await runOnce((env) => (env.EDGE_CERT_FILE = missing))
    expect(run.code).toBe(1)
    expect(run.output).toContain(`loading certificates: open ${missing}: no such file or directory`)
    await expect(fetch(`http://127.0.0.1:${run.httpsPort}/`)).rejects.toThrow()

    // startEdge (topology, bench) rejects with Caddy's reason instead of waiting.
    await expect(
      startEdge({ backend: backendUrl, certFile: missing, keyFile: certificate.keyFile }),
    ).rejects.toThrow(/exited before it was ready[\s\S]*no such file or directory/)
  })

  it('a key that does not belong to the certificate: exit status 1 with the reason', async () => {
    const other = await makeLocalCertificate(path.join(dir, 'other'), ['127.0.0.1'])
    const run = await runOnce((env) => (env.EDGE_KEY_FILE = other.keyFile))
    expect(run.code).toBe(1)
    expect(run.output).toContain('private key does not match public key')
  })

  it('an unknown EDGE_TLS mode: exit status 1 naming it', async () => {
    const run = await runOnce((env) => (env.EDGE_TLS = 'selfsigned'))
    expect(run.code).toBe(1)
    expect(run.output).toContain('File to import not found: tls-selfsigned')
  })
})

describe('production mode (EDGE_TLS=acme)', () => {
  /** The JSON Caddy makes of edge/Caddyfile for `env` (no listener, no network). */
  async function adapted(extra: Record<string, string>) {
    const { command, env } = edgeCommand({
      backend: 'http://varnish:80',
      ...certificate,
      httpsPort: 443,
      httpPort: 80,
      healthPort: 2080,
      stateDir: dir,
    })
    const { EDGE_BIND_ADDRESS: _, ...compose } = env
    const { stdout } = await promisify(execFile)(
      command,
      ['adapt', '--config', path.resolve('edge/Caddyfile'), '--adapter', 'caddyfile'],
      { env: { ...compose, ...extra } },
    )
    return JSON.parse(stdout) as {
      apps: {
        tls?: { certificates?: unknown }
        http: { servers: Record<string, { listen: string[]; routes: Array<{ match?: unknown }> }> }
      }
    }
  }

  it('loads no certificate file: Caddy obtains one for SITE_DOMAIN on :443 (files mode loads them)', async () => {
    const acme = await adapted({ EDGE_TLS: 'acme', SITE_DOMAIN: 'eshop.example.cz' })
    expect(acme.apps.tls?.certificates).toBeUndefined()
    const site = Object.values(acme.apps.http.servers).find(({ listen }) =>
      listen.includes('0.0.0.0:443'),
    )
    expect(site?.routes[0]?.match).toEqual([{ host: ['eshop.example.cz'] }])

    const files = await adapted({ EDGE_TLS: 'files', SITE_DOMAIN: 'eshop.example.cz' })
    expect(files.apps.tls?.certificates).toEqual({
      load_files: [
        { certificate: certificate.certFile, key: certificate.keyFile, tags: ['cert0'] },
      ],
    })
  })
})
