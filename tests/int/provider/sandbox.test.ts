import { describe, expect, it } from 'vitest'

import { ProviderError } from '@/provider/errors'
import type { Enquiry } from '@/provider/mappers/sendForm'

import { SITE_URL, sandboxForFile } from './sandboxHarness'

const sandbox = sandboxForFile({ faults: [{ path: '/product', kind: '500', times: 1 }] })

const enquiry: Enquiry = {
  firstName: 'Jan',
  lastName: 'Novák',
  email: 'jan@example.cz',
  phone: '+420 777 123 456',
  location: `Ceník | ${SITE_URL}/sofa-tarify`,
  text: 'Dobrý den, zajímá mě tarif Základ.',
  source: 'INTERNET_SEARCH',
}

describe('send-form', () => {
  it('accepts an enquiry and records its body', async () => {
    await sandbox.client().sendForm(enquiry)
    const recorded = (await (
      await sandbox.control('GET', '/__sandbox/requests?path=/send-form')
    ).json()) as { data: { method: string; body: Record<string, string> }[] }
    expect(recorded.data).toHaveLength(1)
    expect(recorded.data[0]).toMatchObject({
      method: 'POST',
      body: {
        first_name: 'Jan',
        last_name: 'Novák',
        email: 'jan@example.cz',
        lang: 'cs',
        location: `Ceník | ${SITE_URL}/sofa-tarify`,
        source: 'INTERNET_SEARCH',
      },
    })
  })

  it('refuses an enquiry without text with 422', async () => {
    const error = await sandbox
      .client()
      .sendForm({ ...enquiry, text: ' ' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ kind: 'http', status: 422 })
  })
})

describe('sandbox behaviour', () => {
  it('installs the start-up faults again after each reset', async () => {
    const first = await fetch(`${sandbox.url()}/product`)
    expect(first.status).toBe(500)
    expect((await fetch(`${sandbox.url()}/product`)).status).toBe(200)
  })

  it('answers CORS preflights for the site with the needed headers', async () => {
    const response = await fetch(`${sandbox.url()}/order`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_URL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_URL)
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/)
    const download = await fetch(`${sandbox.url()}/blogpost`, { headers: { Origin: SITE_URL } })
    expect(download.headers.get('access-control-expose-headers')).toBe('Content-Disposition')
    await download.body?.cancel()
  })

  it('gives no CORS grant to a foreign origin', async () => {
    const response = await fetch(`${sandbox.url()}/blogpost`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    await response.body?.cancel()
  })

  it('answers unknown paths with 404 JSON and wrong methods with 405', async () => {
    const missing = await fetch(`${sandbox.url()}/api/blogpost`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toHaveProperty('message')
    const wrong = await fetch(`${sandbox.url()}/blogpost`, { method: 'DELETE' })
    expect(wrong.status).toBe(405)
    await wrong.body?.cancel()
  })

  it('serves every fixture image as PNG and 404 for others', async () => {
    const { upcoming } = await sandbox.client().getWebinars()
    const photo = upcoming.flatMap((item) => item.hosts)[0]?.imageUrl
    const image = await fetch(photo ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    await image.body?.cancel()
    const unknown = await fetch(`${sandbox.url()}/images/hosts/999.png`)
    expect(unknown.status).toBe(404)
    await unknown.body?.cancel()
  })

  it('rejects malformed faults', async () => {
    const response = await fetch(`${sandbox.url()}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'blogpost', kind: 'explode' }),
    })
    expect(response.status).toBe(422)
    await response.body?.cancel()
  })
})
