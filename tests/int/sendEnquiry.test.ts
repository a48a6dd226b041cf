import { beforeAll, describe, expect, it } from 'vitest'

import { MIN_FILL_MS } from '@/lib/enquiry/botGuard'
import type { SendEnquiryRequest } from '@/lib/enquiry/sendEnquiry'

import { sandboxForFile, SITE_URL } from './provider/sandboxHarness'

/**
 * The server action behind every enquiry form, against the sandbox over HTTP: the server checks
 * the schema and the bot guard again and sends exactly the spec 7 payload.
 */
const sandbox = sandboxForFile()
let sendEnquiry: (request: SendEnquiryRequest) => Promise<unknown>

beforeAll(async () => {
  // env() is read on first use: point the provider at this file's sandbox before that.
  process.env.PROVIDER_API_URL = sandbox.url()
  process.env.SITE_URL = SITE_URL
  ;({ sendEnquiry } = await import('@/lib/enquiry/sendEnquiry'))
})

async function sentForms(): Promise<unknown[]> {
  const response = await sandbox.control('GET', '/__sandbox/requests?path=/send-form&method=POST')
  const { data } = (await response.json()) as { data: Array<{ body: unknown }> }
  return data.map((request) => request.body)
}

const values = {
  name: ' Ľudmila ',
  surname: 'Šťastná',
  email: 'ludmila@example.sk',
  phone: '00421 905 123 456',
  text: 'Prosím o ukázku.',
  source: '' as const,
}
const request = (overrides: Partial<SendEnquiryRequest> = {}): SendEnquiryRequest => ({
  kind: 'contact',
  label: '',
  pagePath: '/kontakt',
  honeypot: '',
  elapsedMs: MIN_FILL_MS + 5000,
  values,
  ...overrides,
})

describe('sendEnquiry', () => {
  it('sends the trimmed enquiry with location and the contact default source', async () => {
    expect(await sendEnquiry(request())).toEqual({ ok: true })
    expect(await sentForms()).toEqual([
      {
        first_name: 'Ľudmila',
        last_name: 'Šťastná',
        email: 'ludmila@example.sk',
        phone: '00421 905 123 456',
        lang: 'cs',
        location: `Kontaktní formulář | ${SITE_URL}/kontakt`,
        text: 'Prosím o ukázku.',
        source: 'OTHER',
      },
    ])
  })

  it('uses the label a CMS block gives the form', async () => {
    await sendEnquiry(request({ kind: 'pricing', label: 'Ceník – patička', pagePath: '/o-602' }))
    expect(await sentForms()).toEqual([
      expect.objectContaining({ location: `Ceník – patička | ${SITE_URL}/o-602`, source: '' }),
    ])
  })

  it('refuses what the browser should have refused, and sends nothing', async () => {
    expect(await sendEnquiry(request({ values: { ...values, phone: '12' } }))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await sendEnquiry(request({ kind: 'unknown' }))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await sendEnquiry(request({ pagePath: 'https://evil.example/' }))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await sentForms()).toEqual([])
  })

  it('answers bots like people but sends nothing', async () => {
    expect(await sendEnquiry(request({ honeypot: 'http://spam.example' }))).toEqual({ ok: true })
    expect(await sendEnquiry(request({ elapsedMs: 300 }))).toEqual({ ok: true })
    expect(await sentForms()).toEqual([])
  })

  it('reports a failed send so the form can keep the values', async () => {
    await sandbox.addFault({ path: '/send-form', kind: '500', times: 1 })
    expect(await sendEnquiry(request())).toEqual({ ok: false, reason: 'failed' })
  })
})
