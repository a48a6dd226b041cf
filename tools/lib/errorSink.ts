import { createServer, type Server } from 'node:http'
import { gunzipSync } from 'node:zlib'

/**
 * A tiny stand-in for the error-reporting service: it accepts Sentry envelopes on 127.0.0.1
 * and keeps their raw text, so a test can look for its error (and for data that must not leave),
 * and a benchmark can run the site with error reporting on, as every deployment does. The server
 * SDK gzips large envelopes (Content-Encoding: gzip): kept unzipped.
 */
export type ErrorSink = { envelopes: string[]; close: () => Promise<void> }

export function startErrorSink(port: number): Promise<ErrorSink> {
  const envelopes: string[] = []
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Allow-Headers', '*')
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.includes('/envelope/')) {
        const body = Buffer.concat(chunks)
        const zipped = req.headers['content-encoding'] === 'gzip'
        envelopes.push((zipped ? gunzipSync(body) : body).toString('utf8'))
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        envelopes,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}
