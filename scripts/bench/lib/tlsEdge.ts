import { execFile } from 'node:child_process'
import { createHash, createPublicKey } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * The edge visitors really reach: in production a CDN or TLS terminator (Hitch, a load balancer)
 * answers HTTPS with HTTP/2 in front of Varnish. Lighthouse models a page load by its protocol:
 * over HTTP/1.1 it opens six connections and charges every request a round trip of its own, over
 * HTTP/2 all requests share one connection. Measuring plain HTTP/1.1 to Varnish charges the page
 * for a protocol no visitor uses, so the bench puts this edge in front: HTTPS + HTTP/2 on
 * 127.0.0.1:<port>, every request passed on to `backend` over kept-alive HTTP/1.1, as a
 * terminator does. The certificate is self-signed, made by `openssl` for this run; Chromium is
 * told to trust exactly this key (`spkiSha256` → `--ignore-certificate-errors-spki-list`).
 */
export type EdgeCertificate = {
  key: Buffer
  cert: Buffer
  /** Base64 SHA-256 of the certificate's public key, as Chromium's SPKI list wants it. */
  spkiSha256: string
}

export type RunningTlsEdge = {
  /** https://127.0.0.1:<port> */
  url: string
  stop: () => Promise<void>
}

/** Meaningful for one connection only; HTTP/2 forbids them (RFC 9113, 8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
])

const forwardable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  )

const OPENSSL = 'openssl'

/** A key and self-signed certificate for 127.0.0.1, made by `openssl` for one bench run. */
export async function edgeCertificate(): Promise<EdgeCertificate> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tls-edge-'))
  try {
    const keyFile = path.join(dir, 'key.pem')
    const certFile = path.join(dir, 'cert.pem')
    await promisify(execFile)(OPENSSL, [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
      throw new Error(`${OPENSSL} not found: apt-get install openssl, or LIGHTHOUSE_VIA=cache`)
    })
    const cert = readFileSync(certFile)
    const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' })
    return {
      key: readFileSync(keyFile),
      cert,
      spkiSha256: createHash('sha256').update(spki).digest('base64'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function startTlsEdge({
  port,
  backend,
  certificate: { key, cert },
}: {
  port: number
  backend: string
  certificate: EdgeCertificate
}): Promise<RunningTlsEdge> {
  const target = new URL(backend)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const headers = forwardable(request.headers)
    headers.host = (request.headers[':authority'] as string | undefined) ?? request.headers.host
    headers['x-forwarded-proto'] = 'https'
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  const sessions = new Set<http2.ServerHttp2Session>()
  server.on('session', (session) => {
    sessions.add(session)
    session.on('close', () => sessions.delete(session))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })

  return {
    url: `https://127.0.0.1:${port}`,
    stop: async () => {
      for (const session of sessions) session.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}
