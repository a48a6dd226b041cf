import { createServer, type Server } from 'node:http'

/**
 * A tiny stand-in for the error-reporting service: it accepts Sentry envelopes on 127.0.0.1
 * and keeps their raw text, so a test can look for its error (and for data that must not leave),
 * and a benchmark can run the site with error reporting on, as every deployment does.
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
        envelopes.push(Buffer.concat(chunks).toString('utf8'))
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
