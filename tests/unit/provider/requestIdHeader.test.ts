import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { runWithRequestContext } from '@/lib/logging/requestContext'
import { requestIdHeader } from '@/provider/requestIdHeader'
import { createTransport } from '@/provider/transport'

import { fakeFetch, jsonResponse } from './fakeFetch'

function transport() {
  const fake = fakeFetch(() => jsonResponse({ ok: true }))
  const client = createTransport({
    baseUrl: 'https://provider.example/',
    timeoutMs: 500,
    contextHeaders: requestIdHeader,
    fetch: fake.fetch,
  })
  return { client, calls: fake.calls }
}

describe('X-Request-Id on provider calls', () => {
  it('sends the id of the request being served', async () => {
    const { client, calls } = transport()
    await runWithRequestContext({ requestId: 'edge-1234' }, () =>
      client.json('/api/blog', z.object({ ok: z.boolean() })),
    )
    expect(calls[0]!.headers['x-request-id']).toBe('edge-1234')
  })

  it('keeps the id across awaits inside the request', async () => {
    const { client, calls } = transport()
    await runWithRequestContext({ requestId: 'later-5678' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      await client.send('/api/send-form', { method: 'POST', body: {} })
    })
    expect(calls[0]!.headers['x-request-id']).toBe('later-5678')
  })

  it('sends none outside a request (jobs, background revalidation)', async () => {
    const { client, calls } = transport()
    await client.send('/api/send-form', { method: 'POST', body: {} })
    expect(calls[0]!.headers).not.toHaveProperty('x-request-id')
  })

  it('never replaces a header the call sets itself', async () => {
    const { client, calls } = transport()
    await runWithRequestContext({ requestId: 'outer' }, () =>
      client.send('/x', { headers: { 'X-Request-Id': 'own' } }),
    )
    expect(calls[0]!.headers['x-request-id']).toBe('own')
  })
})
