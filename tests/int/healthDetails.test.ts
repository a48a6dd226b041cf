import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/lib/env'
import { INTERNAL_HEALTH_HEADER, internalHealthHeaders } from '@/lib/healthEndpoint'

import { createUser, signInToken, testPayload } from '../support/payload'

/**
 * `/api/health` and `/api/live` tell anonymous callers the status only; the lead backlog goes
 * to signed-in administrators and to internal callers with the documented header.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await handleEndpoints({
    config,
    path,
    request: new Request(`http://127.0.0.1${path}`, { headers }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const backlog = {
  status: 'ok',
  leads: {
    undelivered: expect.any(Number),
    oldestUndeliveredSeconds: expect.any(Number),
    failed: expect.any(Number),
  },
}

describe('health for machines, details for staff', () => {
  it('anonymous: status only, on both probes', async () => {
    expect(await get('/api/health')).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await get('/api/live')).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('a signed-in administrator gets the lead backlog, an editor does not', async () => {
    const admin = await createUser(payload, 'admin')
    const editor = await createUser(payload, 'editor')
    const asAdmin = { Authorization: `JWT ${await signInToken(admin.email)}` }
    const asEditor = { Authorization: `JWT ${await signInToken(editor.email)}` }
    expect(await get('/api/health', asAdmin)).toEqual({ status: 200, body: backlog })
    expect(await get('/api/health', asEditor)).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('an internal caller with the header gets it; a wrong or guessed value does not', async () => {
    const internal = internalHealthHeaders(env().PAYLOAD_SECRET)
    expect(await get('/api/health', internal)).toEqual({ status: 200, body: backlog })
    for (const value of [
      '1',
      'true',
      env().PAYLOAD_SECRET!,
      internalHealthHeaders('x'.repeat(32))[INTERNAL_HEALTH_HEADER]!,
    ]) {
      expect(await get('/api/health', { [INTERNAL_HEALTH_HEADER]: value })).toEqual({
        status: 200,
        body: { status: 'ok' },
      })
    }
  })
})
