import http from 'node:http'
import { gunzipSync } from 'node:zlib'

export type GzipResponse = {
  status: number
  headers: http.IncomingHttpHeaders
  /** Bytes on the wire (compressed when `content-encoding: gzip`). */
  wireBytes: number
  /** The body as sent. */
  raw: Buffer
  /** The body, gzip-decoded. */
  body: Buffer
}

/** One GET with `Accept-Encoding: gzip`, as the load client sends it; the body decoded. */
export function getGzip(url: string): Promise<GzipResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        try {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            wireBytes: raw.length,
            raw,
            body: response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw,
          })
        } catch (error) {
          reject(error as Error)
        }
      })
    })
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer in 30 s`)))
    request.on('error', reject)
  })
}
