import { once } from 'node:events'
import http2 from 'node:http2'
import https from 'node:https'
import type { TLSSocket } from 'node:tls'

/**
 * Clients of the HTTPS edge that trust only its certificate (`ca`) and say which protocol ALPN
 * settled on: Node's fetch cannot be given a CA per request.
 */
export type TlsAnswer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  protocol: string | false | null
}

/** One HTTP/2 request (the client offers h2 only). */
export async function http2Request(
  origin: string,
  path: string,
  ca: Buffer,
  headers: http2.OutgoingHttpHeaders = {},
): Promise<TlsAnswer> {
  const session = http2.connect(origin, { ca })
  try {
    const stream = session.request({ ':path': path, ...headers })
    const [answer] = (await once(stream, 'response')) as [http2.IncomingHttpHeaders]
    let body = ''
    stream.setEncoding('utf8')
    for await (const chunk of stream) body += chunk
    return {
      status: Number(answer[':status']),
      headers: answer,
      body,
      protocol: session.alpnProtocol!,
    }
  } finally {
    session.close()
  }
}

/** One HTTP/1.1 request over TLS offering only http/1.1, as a load balancer's health check. */
export function http1OverTls(
  url: string,
  ca: Buffer,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<TlsAnswer> {
  const agent = new https.Agent({ ca, ALPNProtocols: ['http/1.1'] })
  return new Promise<TlsAnswer>((resolve, reject) => {
    const request = https.request(url, { method, headers, agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body,
          protocol: (response.socket as TLSSocket).alpnProtocol,
        }),
      )
    })
    request.on('error', reject)
    request.end()
  }).finally(() => agent.destroy())
}
