import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { MIN_FILL_MS } from '@/lib/enquiry/botGuard'
import { ENQUIRY_REFUSAL_MESSAGES } from '@/lib/enquiry/messages'
import type { SendEnquiryRequest } from '@/components/forms/sendEnquiry'
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/clientAddress'
import { resetLimitersForTests } from '@/lib/rateLimit/limiters'

import { sandboxForFile, SITE_URL } from './provider/sandboxHarness'

/**
 * The server actions behind every enquiry form, against the sandbox over HTTP: the server checks
 * the schema, the bot guard (its own signed fill-time token) and the per-client limit, and sends
 * exactly the spec 7 payload. Outside a request, Next's `headers()` is replaced by the headers the
 * HTTP guard would have given the action: the socket's address.
 */
let socketAddress = '198.51.100.10'
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: socketAddress }),
}))

const sandbox = sandboxForFile()
let sendEnquiry: (request: SendEnquiryRequest) => Promise<unknown>
let issueEnquiryToken: (kind: string) => Promise<string | null>

beforeAll(async () => {
  // env() is read on first use: point the provider at this file's sandbox before that.
  process.env.PROVIDER_API_URL = sandbox.url()
  process.env.SITE_URL = SITE_URL
  ;({ sendEnquiry, issueEnquiryToken } = await import('@/components/forms/sendEnquiry'))
})

let addresses = 10
beforeEach(() => {
  // Each test is its own client, so limits of one test never touch another.
  addresses += 1
  socketAddress = `198.51.100.${addresses}`
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 5, 1, 10) })
})
afterEach(() => {
  vi.useRealTimers()
})

async function sentForms(): Promise<unknown[]> {
  const response = await sandbox.control('GET', '/__sandbox/requests?path=/send-form&method=POST')
  const { data } = (await response.json()) as { data: Array<{ body: unknown }> }
  return data.map((request) => request.body)
}

/** What the form does: a token when the person starts, the enquiry after they typed. */
async function tokenFilledFor(kind: string, fillMs = MIN_FILL_MS + 5000): Promise<string> {
  const token = await issueEnquiryToken(kind)
  if (!token) throw new Error('no token')
  vi.advanceTimersByTime(fillMs)
  return token
}

const values = {
  name: ' Ľudmila ',
  surname: 'Šťastná',
  email: 'ludmila@example.sk',
  phone: '00421 905 123 456',
  text: 'Prosím o ukázku.',
  source: '' as const,
}
const request = async (
  overrides: Partial<SendEnquiryRequest> = {},
): Promise<SendEnquiryRequest> => ({
  kind: 'contact',
  label: '',
  pagePath: '/kontakt',
  honeypot: '',
  values,
  ...overrides,
  token: overrides.token ?? (await tokenFilledFor(overrides.kind ?? 'contact')),
})

describe('sendEnquiry', () => {
  it('sends the trimmed enquiry with location and the contact default source', async () => {
    expect(await sendEnquiry(await request())).toEqual({ ok: true })
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
    await sendEnquiry(
      await request({ kind: 'pricing', label: 'Ceník – patička', pagePath: '/o-602' }),
    )
    expect(await sentForms()).toEqual([
      expect.objectContaining({ location: `Ceník – patička | ${SITE_URL}/o-602`, source: '' }),
    ])
  })

  it('refuses what the browser should have refused, and sends nothing', async () => {
    expect(await sendEnquiry(await request({ values: { ...values, phone: '12' } }))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await sendEnquiry(await request({ kind: 'unknown', token: 'x' }))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await sendEnquiry(await request({ pagePath: 'https://evil.example/' }))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await issueEnquiryToken('unknown')).toBeNull()
    expect(await sentForms()).toEqual([])
  })

  it('answers bots like people but sends nothing', async () => {
    expect(await sendEnquiry(await request({ honeypot: 'http://spam.example' }))).toEqual({
      ok: true,
    })
    expect(await sentForms()).toEqual([])
  })

  it('decides the fill time itself: a timing the browser claims counts for nothing', async () => {
    // The old check trusted `elapsedMs` from the browser; a script now has to bring a token the
    // server signed, and cannot make one look older than it is.
    const forged = { ...(await request({ token: '' })), elapsedMs: 60_000 } as SendEnquiryRequest
    expect(await sendEnquiry(forged)).toEqual({ ok: false, reason: 'expired' })
    const token = await tokenFilledFor('contact', 0)
    const [version, kind, , nonce, signature] = token.split('.')
    const backdated = [version, kind, (Date.now() - 60_000).toString(36), nonce, signature]
    expect(await sendEnquiry(await request({ token: backdated.join('.') }))).toEqual({
      ok: false,
      reason: 'expired',
    })
    // A token of another form kind does not serve either.
    expect(await sendEnquiry(await request({ token: await tokenFilledFor('pricing') }))).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await sentForms()).toEqual([])
  })

  it('tells a person who sent too fast, and takes the same enquiry a moment later', async () => {
    const token = await tokenFilledFor('contact', MIN_FILL_MS - 500)
    expect(await sendEnquiry(await request({ token }))).toEqual({
      ok: false,
      reason: 'too-fast',
    })
    expect(ENQUIRY_REFUSAL_MESSAGES['too-fast']).toBe(
      'Formulář jste odeslali příliš rychle. Zkontrolujte prosím údaje a odešlete ho znovu.',
    )
    expect(await sentForms()).toEqual([])
    vi.advanceTimersByTime(2000)
    expect(await sendEnquiry(await request({ token }))).toEqual({ ok: true })
    expect(await sentForms()).toHaveLength(1)
  })

  it('refuses a token older than two hours', async () => {
    const token = await tokenFilledFor('contact', 2 * 60 * 60 * 1000 + 1)
    expect(await sendEnquiry(await request({ token }))).toEqual({ ok: false, reason: 'expired' })
    expect(await sentForms()).toEqual([])
  })

  it('takes five enquiries per client and form in ten minutes; the sixth reaches nobody', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect(await sendEnquiry(await request())).toEqual({ ok: true })
    }
    expect(await sendEnquiry(await request())).toEqual({ ok: false, reason: 'rate-limited' })
    expect(await sentForms()).toHaveLength(5)
    // Another form of the same client and the same form of another client are counted apart.
    expect(await sendEnquiry(await request({ kind: 'pricing' }))).toEqual({ ok: true })
    socketAddress = '198.51.100.250'
    expect(await sendEnquiry(await request())).toEqual({ ok: true })
    expect(await sentForms()).toHaveLength(7)
    resetLimitersForTests()
  })

  it('reports a failed send so the form can keep the values, without using up the limit', async () => {
    await sandbox.addFault({ path: '/send-form', kind: '500', times: 5 })
    for (let index = 0; index < 5; index += 1) {
      expect(await sendEnquiry(await request())).toEqual({ ok: false, reason: 'failed' })
    }
    expect(await sendEnquiry(await request())).toEqual({ ok: true })
  })
})
