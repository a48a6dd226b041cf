import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SOCKET_ADDRESS_HEADER } from '@/lib/http/clientAddress'

import {
  API_JSON_BODY_LIMIT,
  API_UPLOAD_BODY_LIMIT,
  bodyLimitFor,
  SITE_ACTION_BODY_LIMIT,
} from '../../../server/bodyLimit'
import { chunkedPost } from '../../support/chunkedPost'
import { listenSiteServer } from './listen'

let site: Awaited<ReturnType<typeof listenSiteServer>>
let origin = ''
const seen: Array<{ url: string; socket: string | undefined; bytes: number }> = []

beforeAll(async () => {
  site = await listenSiteServer(
    (request, response) =>
      new Promise<void>((resolve) => {
        let bytes = 0
        request.on('data', (chunk: Buffer) => (bytes += chunk.length))
        request.on('end', () => {
          const socket = request.headers[SOCKET_ADDRESS_HEADER]
          seen.push({
            url: request.url ?? '',
            socket: typeof socket === 'string' ? socket : undefined,
            bytes,
          })
          response.end('ok')
          resolve()
        })
        request.on('close', () => resolve())
      }),
  )
  origin = site.origin
})

afterAll(() => site.close())

describe('the server before Next: socket address, 400 and 413', () => {
  it('writes the socket address over whatever the client claims', async () => {
    const response = await fetch(`${origin}/stamp`, {
      headers: { [SOCKET_ADDRESS_HEADER]: '203.0.113.66', 'x-forwarded-for': '203.0.113.66' },
    })
    expect(response.status).toBe(200)
    expect(seen.find((request) => request.url === '/stamp')?.socket).toBe('127.0.0.1')
  })

  it('answers 413 to a 2 MB server-action body before the app sees it', async () => {
    const response = await fetch(`${origin}/kontakt`, {
      method: 'POST',
      headers: { 'next-action': 'abc123', 'content-type': 'text/plain;charset=UTF-8' },
      body: 'x'.repeat(2 * 1024 * 1024),
    })
    expect(response.status).toBe(413)
    expect(
      ((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message,
    ).toMatch(/příliš velký/)
    expect(seen.some((request) => request.url === '/kontakt')).toBe(false)
  })

  it('lets the client read the 413 of a 20 MB upload it is still sending, not a reset', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await chunkedPost(
        `${origin}/api/media?upload=${attempt}`,
        { 'content-type': 'multipart/form-data; boundary=x' },
        Buffer.alloc(20 * 1024 * 1024, 'x'),
        { declareLength: true },
      )
      expect(answer.status).toBe(413)
    }
  })

  it('lets bodies within their limits through', async () => {
    const response = await fetch(`${origin}/kontakt?ok`, {
      method: 'POST',
      headers: { 'next-action': 'abc123' },
      // an argument list, as React encodes one (actionBody.ts refuses what is not)
      body: JSON.stringify(['x'.repeat(10 * 1024 - 4)]),
    })
    expect(response.status).toBe(200)
    expect(seen.find((request) => request.url === '/kontakt?ok')?.bytes).toBe(10 * 1024)
  })

  it('answers 413 to a chunked 2 MB server-action body, and the app never sees its end', async () => {
    const answer = await chunkedPost(
      `${origin}/kontakt?chunked`,
      { 'next-action': 'abc123', 'content-type': 'text/plain;charset=UTF-8' },
      Buffer.alloc(2 * 1024 * 1024, 'x'),
    )
    expect(answer.status).toBe(413)
    expect(answer.body).toMatch(/příliš velký/)
    // Node's HTTP client sends the body in the same pieces: a truncated body never "ends".
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(seen.some((request) => request.url === '/kontakt?chunked')).toBe(false)
  })

  it('closes the connection of a refused chunked body, so a keep-alive client does not reuse it', async () => {
    // One socket: the second request would go over the first one's connection if it stayed open.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const refused = await chunkedPost(
          `${origin}/kontakt?reuse=${attempt}`,
          { 'next-action': 'abc123' },
          Buffer.alloc(2 * 1024 * 1024, 'x'),
          { agent },
        )
        expect(refused.status).toBe(413)
        expect(refused.headers.connection).toBe('close')
        const next = await chunkedPost(`${origin}/kontakt?after=${attempt}`, {}, Buffer.from('x'), {
          agent,
        })
        expect(next.status).toBe(200)
      }
    } finally {
      agent.destroy()
    }
  })

  it('lets a chunked body within its limit through whole', async () => {
    const answer = await chunkedPost(
      `${origin}/api/users/login?chunked`,
      { 'content-type': 'application/json' },
      Buffer.alloc(200 * 1024, 'x'),
    )
    expect(answer.status).toBe(200)
    expect(seen.find((request) => request.url === '/api/users/login?chunked')?.bytes).toBe(
      200 * 1024,
    )
  })

  it('limits each kind of request by what it needs', () => {
    const action = { 'next-action': 'abc' }
    expect(bodyLimitFor('GET', '/kontakt', {})).toBeUndefined()
    expect(bodyLimitFor('POST', '/kontakt', action)).toBe(SITE_ACTION_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/admin/collections/pages/1', action)).toBe(1024 * 1024)
    expect(bodyLimitFor('POST', '/api/users/login', { 'content-type': 'application/json' })).toBe(
      API_JSON_BODY_LIMIT,
    )
    expect(
      bodyLimitFor('POST', '/api/media', { 'content-type': 'multipart/form-data; boundary=x' }),
    ).toBe(API_UPLOAD_BODY_LIMIT)
  })
})
