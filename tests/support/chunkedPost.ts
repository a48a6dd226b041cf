import http from 'node:http'

/**
 * POSTs `body` as a chunked body (no Content-Length, as a script can send it; or with it when
 * `declareLength`) in 16 kB pieces, and resolves with the status, headers and body of the answer.
 * The server may answer and close before the whole body is out: write errors after an answer are
 * expected, not failures. Without `agent`, Node's global agent (keep-alive since Node 19) is used.
 */
export function chunkedPost(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  { declareLength = false, agent }: { declareLength?: boolean; agent?: http.Agent } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: {
        ...headers,
        ...(declareLength
          ? { 'content-length': String(body.length) }
          : { 'transfer-encoding': 'chunked' }),
      },
    })
    let answered = false
    request.on('response', (response) => {
      answered = true
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
      response.on('error', reject)
    })
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    const PIECE = 16 * 1024
    let sent = 0
    const writeMore = () => {
      while (sent < body.length && !request.destroyed && !answered) {
        const piece = body.subarray(sent, sent + PIECE)
        sent += piece.length
        if (!request.write(piece)) return void request.once('drain', writeMore)
      }
      if (!request.destroyed && !request.writableEnded) request.end()
    }
    writeMore()
  })
}
