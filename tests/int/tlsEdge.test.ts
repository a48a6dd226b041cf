import { createHash } from 'node:crypto'
import { once } from 'node:events'
import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import tls from 'node:tls'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { edgeCertificate, type EdgeCertificate, startTlsEdge } from '../../tools/bench/lib/tlsEdge'
import { findFreePort } from '../../scripts/lib/findFreePort'

/**
 * The Lighthouse bench's HTTPS + HTTP/2 edge (tools/bench/lib/tlsEdge.ts: the shipped
 * edge/Caddyfile run by Debian's caddy) in front of a plain HTTP/1.1 server: what a browser
 * negotiates, what the server behind it receives and what comes back. The configuration itself
 * is tested in edge.test.ts.
 */

let backend: http.Server
let seen: http.IncomingHttpHeaders[] = []
let certificate: EdgeCertificate
let edge: Awaited<ReturnType<typeof startTlsEdge>>

beforeAll(async () => {
  backend = http.createServer((request, response) => {
    seen.push(request.headers)
    response.writeHead(request.url === '/missing' ? 404 : 200, {
      'content-type': 'text/plain',
      'cache-control': 'public, max-age=60',
      connection: 'keep-alive',
    })
    response.end(`${request.method} ${request.url}`)
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  certificate = await edgeCertificate()
  edge = await startTlsEdge({
    port: await findFreePort(),
    backend: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
    certificate,
  })
})

afterAll(async () => {
  await edge?.stop()
  await new Promise((resolve) => backend?.close(resolve))
})

/** One HTTP/2 request over TLS, trusting only the edge's own certificate. */
async function get(path: string) {
  const session = http2.connect(edge.url, { ca: certificate.cert })
  try {
    const stream = session.request({ ':path': path, 'accept-encoding': 'br' })
    const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      stream.once('response', resolve)
      stream.once('error', reject)
    })
    let body = ''
    stream.setEncoding('utf8')
    for await (const chunk of stream) body += chunk
    return { headers, body, protocol: session.alpnProtocol }
  } finally {
    session.close()
  }
}

it('answers HTTP/2 over TLS with what the server behind it answered', async () => {
  seen = []
  const answer = await get('/blog?page=2')
  expect(answer.protocol).toBe('h2')
  expect(answer.headers[':status']).toBe(200)
  expect(answer.body).toBe('GET /blog?page=2')
  expect(answer.headers['cache-control']).toBe('public, max-age=60')
  // A connection-specific header of HTTP/1.1 would be a protocol error in HTTP/2.
  expect(answer.headers.connection).toBeUndefined()
  expect(seen).toHaveLength(1)
  expect(seen[0]).toMatchObject({
    host: new URL(edge.url).host,
    'x-forwarded-proto': 'https',
    'accept-encoding': 'br',
  })

  expect((await get('/missing')).headers[':status']).toBe(404)
})

it('is the shipped configuration: it refuses a BAN itself, as the edge of docker-compose.yml does', async () => {
  seen = []
  const session = http2.connect(edge.url, { ca: certificate.cert })
  try {
    const stream = session.request({ ':method': 'BAN', ':path': '/' })
    const [headers] = (await once(stream, 'response')) as [http2.IncomingHttpHeaders]
    stream.resume()
    expect(headers[':status']).toBe(405)
  } finally {
    session.close()
  }
  expect(seen).toEqual([])
})

it('gives Chromium the SHA-256 of exactly the key it serves', async () => {
  const socket = tls.connect({
    host: '127.0.0.1',
    port: Number(new URL(edge.url).port),
    ca: certificate.cert,
    ALPNProtocols: ['h2'],
  })
  await once(socket, 'secureConnect')
  const served = socket.getPeerX509Certificate()!.publicKey.export({ type: 'spki', format: 'der' })
  socket.destroy()
  expect(createHash('sha256').update(served).digest('base64')).toBe(certificate.spkiSha256)
  // A fresh certificate for every run: nothing to keep or leak.
  expect((await edgeCertificate()).spkiSha256).not.toBe(certificate.spkiSha256)
})
