import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { filenameFromContentDisposition } from '@/provider/contentDisposition'
import { ProviderError, SESSION_EXPIRED_MESSAGE, SessionExpiredError } from '@/provider/errors'
import { buildProviderUrl, createTransport, stripApiPrefix } from '@/provider/transport'

import { fakeFetch, jsonResponse, never } from './fakeFetch'

const okSchema = z.object({ ok: z.boolean() })

function transportWith(respond: Parameters<typeof fakeFetch>[0], token?: string, timeoutMs = 500) {
  const fake = fakeFetch(respond)
  const transport = createTransport({
    baseUrl: 'https://provider.example/',
    timeoutMs,
    getToken: () => token,
    fetch: fake.fetch,
  })
  return { transport, calls: fake.calls }
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

afterEach(() => vi.restoreAllMocks())

describe('stripApiPrefix', () => {
  it.each([
    ['/api/blogpost', '/blogpost'],
    ['/api/order/5/payment', '/order/5/payment'],
    ['/api', '/'],
    ['/api?x=1', '/?x=1'],
    ['api/product', '/product'],
    ['/blogpost', '/blogpost'],
    ['/apiary/x', '/apiary/x'],
    ['/v1/api/x', '/v1/api/x'],
  ])('%s -> %s', (input, expected) => {
    expect(stripApiPrefix(input)).toBe(expected)
  })
})

describe('buildProviderUrl', () => {
  it('joins base (with or without trailing slash or a path) and stripped path', () => {
    expect(buildProviderUrl('https://p.example/', '/api/blogpost')).toBe(
      'https://p.example/blogpost',
    )
    expect(buildProviderUrl('https://p.example/v2', '/api/blogpost')).toBe(
      'https://p.example/v2/blogpost',
    )
  })

  it('adds query parameters, skipping undefined ones', () => {
    expect(
      buildProviderUrl('https://p.example', '/api/order/invoice', {
        invoiceId: 'FV 1',
        x: undefined,
      }),
    ).toBe('https://p.example/order/invoice?invoiceId=FV+1')
  })
})

describe('transport.json', () => {
  it('sends GET without auth and parses the body with the schema', async () => {
    const { transport, calls } = transportWith(() => jsonResponse({ ok: true, extra: 1 }))
    await expect(transport.json('/api/x', okSchema)).resolves.toEqual({ ok: true })
    expect(calls[0]).toMatchObject({ url: 'https://provider.example/x', method: 'GET' })
    expect(calls[0]?.headers.authorization).toBeUndefined()
  })

  it('sends a JSON body and the Bearer token on authenticated calls', async () => {
    const { transport, calls } = transportWith(() => jsonResponse({ ok: true }), 'tok-1')
    await transport.json('/api/order', okSchema, { method: 'POST', auth: true, body: { a: 1 } })
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1')
    expect(calls[0]?.headers['content-type']).toBe('application/json')
    expect(calls[0]?.body).toBe('{"a":1}')
  })

  it('fails an authenticated call without a token as an expired session, sending nothing', async () => {
    const { transport, calls } = transportWith(() => jsonResponse({ ok: true }))
    const error = await caught(transport.json('/api/order/my', okSchema, { auth: true }))
    expect(error).toBeInstanceOf(SessionExpiredError)
    expect(calls).toHaveLength(0)
  })

  it.each([401, 403])('turns %i into SessionExpiredError with the spec message', async (status) => {
    const { transport } = transportWith(() => jsonResponse({ message: 'no' }, status), 't')
    const error = await caught(transport.json('/api/order/my', okSchema, { auth: true }))
    expect(error).toBeInstanceOf(SessionExpiredError)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ status, path: '/order/my', message: SESSION_EXPIRED_MESSAGE })
  })

  it('turns other statuses into ProviderError kind http with the server message', async () => {
    const { transport } = transportWith(() => jsonResponse({ message: 'Špatně' }, 422))
    const error = await caught(transport.json('/api/order', okSchema, { method: 'POST' }))
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      serverMessage: 'Špatně',
      path: '/order',
    })
    expect(error).not.toBeInstanceOf(SessionExpiredError)
  })

  it('keeps serverMessage null for a non-JSON error body', async () => {
    const { transport } = transportWith(() => new Response('<html>down</html>', { status: 502 }))
    const error = await caught(transport.json('/api/x', okSchema))
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: null })
  })

  it('times out with kind timeout', async () => {
    const { transport } = transportWith(never, undefined, 30)
    const error = await caught(transport.json('/api/x', okSchema))
    expect(error).toMatchObject({ kind: 'timeout', path: '/x' })
  })

  it('reports a network failure with kind network', async () => {
    const { transport } = transportWith(() => Promise.reject(new TypeError('fetch failed')))
    const error = await caught(transport.json('/api/x', okSchema))
    expect(error).toMatchObject({ kind: 'network', status: null })
  })

  it('lets a caller cancellation through unchanged', async () => {
    const { transport } = transportWith(never)
    const controller = new AbortController()
    const pending = transport.json('/api/x', okSchema, { signal: controller.signal })
    controller.abort(new Error('user left'))
    await expect(pending).rejects.toThrow('user left')
  })

  it("cancels every call with the transport's own signal (a stopping worker), unchanged", async () => {
    const controller = new AbortController()
    const fake = fakeFetch(never)
    const transport = createTransport({
      baseUrl: 'https://provider.example/',
      timeoutMs: 500,
      fetch: fake.fetch,
      signal: controller.signal,
    })
    const pending = transport.json('/api/x', okSchema)
    controller.abort(new Error('worker stopping'))
    await expect(pending).rejects.toThrow('worker stopping')
    await expect(transport.json('/api/y', okSchema)).rejects.toThrow('worker stopping')
  })

  it('logs and throws kind schema for a body that does not match', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { transport } = transportWith(() => jsonResponse({ data: 'nonsense' }))
    const error = await caught(transport.json('/api/blogpost', okSchema))
    expect(error).toMatchObject({ kind: 'schema', status: 200, path: '/blogpost' })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/blogpost'), expect.anything())
  })

  it('logs and throws kind schema for a body that is not JSON', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { transport } = transportWith(() => new Response('<html>', { status: 200 }))
    const error = await caught(transport.json('/api/x', okSchema))
    expect(error).toMatchObject({ kind: 'schema' })
    expect(log).toHaveBeenCalled()
  })
})

describe('transport.blob and send', () => {
  it('returns the blob with the file name of Content-Disposition', async () => {
    const { transport } = transportWith(
      () =>
        new Response('%PDF-1.4', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="faktura-1.pdf"',
          },
        }),
      't',
    )
    const file = await transport.blob('/api/order/invoice', { auth: true })
    expect(file.filename).toBe('faktura-1.pdf')
    expect(file.contentType).toBe('application/pdf')
    expect(await file.blob.text()).toBe('%PDF-1.4')
  })

  it('send ignores the body and only checks the status', async () => {
    const { transport } = transportWith(() => new Response('whatever', { status: 200 }))
    await expect(transport.send('/api/send-form', { method: 'POST', body: {} })).resolves.toBe(
      undefined,
    )
    const failing = transportWith(() => jsonResponse({}, 500)).transport
    await expect(failing.send('/api/send-form')).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    })
  })
})

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="faktura.pdf"', 'faktura.pdf'],
    ['attachment; filename=faktura.pdf', 'faktura.pdf'],
    ['attachment; filename="x.pdf"; filename*=UTF-8\'\'faktura-%C4%8D.pdf', 'faktura-č.pdf'],
    ['attachment; filename="a \\"b\\".pdf"', 'a "b".pdf'],
    ['attachment', null],
  ])('%s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected)
  })

  it('returns null without a header', () => {
    expect(filenameFromContentDisposition(null)).toBeNull()
  })
})
