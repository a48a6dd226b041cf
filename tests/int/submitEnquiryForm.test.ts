import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { EnquiryFormState } from '@/components/forms/enquiryFormState'
import type { handleEnquiry as HandleEnquiry } from '@/components/forms/handleEnquiry'
import { MIN_FILL_MS } from '@/lib/enquiry/botGuard'
import { ENQUIRY_REFUSAL_MESSAGES } from '@/lib/enquiry/messages'
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/clientAddress'
import { resetLimitersForTests } from '@/lib/rateLimit/limiters'
import { VALIDATION_MESSAGES } from '@/lib/validation/messages'
import { closeQueuePools } from '@/queue/queueDatabase'
import type { BackgroundWork } from '@/worker/backgroundWork'

import { clearLeads, leadRecords, leadsSettled } from '../support/leads'

import { sandboxForFile, SITE_URL } from './provider/sandboxHarness'

/**
 * The server actions behind every enquiry form, against the sandbox over HTTP: the form posts its
 * fields to `submitEnquiryForm`, which checks the schema, the bot guard (its own signed fill-time
 * token) and the per-client limit, stores the lead, and the lead worker sends exactly the spec 7
 * payload (tests/int/leads/ covers the queue itself). Outside a request, Next's
 * `headers()` is replaced by the headers the HTTP guard would have given the action: the socket's
 * address, and the `Referer` of the page the form was posted from.
 */
let socketAddress = '198.51.100.10'
let referer: string | null = `${SITE_URL}/kontakt`
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ [SOCKET_ADDRESS_HEADER]: socketAddress, ...(referer ? { referer } : {}) }),
}))

const sandbox = sandboxForFile()
let submitEnquiryForm: (previous: EnquiryFormState, formData: FormData) => Promise<EnquiryFormState>
let issueEnquiryToken: (kind: string) => Promise<string | null>
let initialEnquiryFormState: (fixedText: string | undefined) => EnquiryFormState
let handleEnquiry: typeof HandleEnquiry
let worker: BackgroundWork | undefined

beforeAll(async () => {
  // env() is read on first use: point the provider at this file's sandbox before that.
  process.env.PROVIDER_API_URL = sandbox.url()
  process.env.SITE_URL = SITE_URL
  ;({ submitEnquiryForm, issueEnquiryToken } = await import('@/components/forms/sendEnquiry'))
  ;({ initialEnquiryFormState } = await import('@/components/forms/enquiryFormState'))
  ;({ handleEnquiry } = await import('@/components/forms/handleEnquiry'))
  const { startBackgroundWork } = await import('@/worker/backgroundWork')
  worker = await startBackgroundWork({ scheduled: false, pollMs: 100, attemptTimeoutMs: 2000 })
})
afterAll(async () => {
  await worker?.stop()
  await closeQueuePools()
})
beforeEach(clearLeads)

let addresses = 10
beforeEach(() => {
  // Each test is its own client, so limits of one test never touch another.
  addresses += 1
  socketAddress = `198.51.100.${addresses}`
  referer = `${SITE_URL}/kontakt`
  // Date stands still from now on, and moves only when a test says the person typed. Frozen at
  // the real moment, not a fixed day: the worker's pg-boss reads the database's clock beside
  // it, and a fixed 1 June 2025 put the two 550+ days apart (its timers overflowed to 1 ms).
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
})
afterEach(() => {
  vi.useRealTimers()
})

/** What reached the provider, once every stored lead has been delivered (or failed). */
async function sentForms(): Promise<unknown[]> {
  await leadsSettled()
  const response = await sandbox.control('GET', '/__sandbox/send-form')
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

type Post = {
  kind?: string
  label?: string
  /** The honeypot field (`website`), which only bots fill in. */
  website?: string
  token?: string
  values?: Partial<typeof values>
  /** Any other field a script may add. */
  extra?: Record<string, string>
}

/** Posts the form as the browser does (its fields as FormData) and returns the state it gets. */
async function post(fields: Post = {}): Promise<EnquiryFormState> {
  const kind = fields.kind ?? 'contact'
  const token = fields.token ?? (await tokenFilledFor(kind))
  const formData = new FormData()
  const all = {
    kind,
    label: fields.label ?? '',
    website: fields.website ?? '',
    token,
    ...values,
    ...fields.values,
    ...fields.extra,
  }
  for (const [name, value] of Object.entries(all)) formData.append(name, value)
  return submitEnquiryForm(initialEnquiryFormState(undefined), formData)
}

const status = async (fields: Post = {}) => (await post(fields)).status

describe('submitEnquiryForm', () => {
  it('sends the trimmed enquiry with location and the contact default source', async () => {
    const answer = await post()
    expect(answer.status).toBe('sent')
    expect(answer.sentTo).toBe('ludmila@example.sk')
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
    referer = `${SITE_URL}/o-602`
    await post({ kind: 'pricing', label: 'Ceník – patička' })
    expect(await sentForms()).toEqual([
      expect.objectContaining({ location: `Ceník – patička | ${SITE_URL}/o-602`, source: '' }),
    ])
  })

  it('refuses what the browser should have refused, and sends nothing', async () => {
    const invalid = await post({ values: { phone: '12' } })
    expect(invalid.status).toBe('invalid')
    expect(invalid.errors).toEqual({ phone: VALIDATION_MESSAGES.phone })
    expect(invalid.values.phone).toBe('12')
    expect(await status({ kind: 'unknown', token: 'x' })).toBe('failed')
    expect(await issueEnquiryToken('unknown')).toBeNull()
    // The form cannot post another site's address as its page (it comes from the Referer, see
    // below); the check behind the action refuses one all the same.
    const enquiry = {
      kind: 'contact',
      label: '',
      pagePath: 'https://evil.example/',
      honeypot: '',
      token: await tokenFilledFor('contact'),
      values,
    }
    expect(await handleEnquiry(enquiry, socketAddress)).toEqual({ ok: false, reason: 'invalid' })
    expect(await sentForms()).toEqual([])
  })

  it('labels the enquiry with our own address whatever the referer says', async () => {
    // The page path comes from the Referer; only its path is used, so the location never names
    // another site (and a missing or broken referer labels the homepage).
    referer = 'https://evil.example/podvod'
    expect(await status()).toBe('sent')
    referer = 'není adresa'
    expect(await status()).toBe('sent')
    referer = null
    expect(await status()).toBe('sent')
    // the worker delivers a batch at once: in any order
    const locations = (await sentForms()).map((form) => (form as { location: string }).location)
    expect(locations.sort()).toEqual([
      `Kontaktní formulář | ${SITE_URL}/`,
      `Kontaktní formulář | ${SITE_URL}/`,
      `Kontaktní formulář | ${SITE_URL}/podvod`,
    ])
  })

  it('answers bots like people but sends nothing', async () => {
    expect(await status({ website: 'http://spam.example' })).toBe('sent')
    expect(await sentForms()).toEqual([])
  })

  it('decides the fill time itself: a timing the browser claims counts for nothing', async () => {
    // The old check trusted `elapsedMs` from the browser; a script now has to bring a token the
    // server signed, and cannot make one look older than it is. A post without a token is what a
    // form without JavaScript sends first: it comes back with a token to confirm with.
    const forged = await post({ token: '', extra: { elapsedMs: '60000' } })
    expect(forged.status).toBe('unconfirmed')
    expect(forged.token).not.toBe('')
    const token = await tokenFilledFor('contact', 0)
    const [version, kind, , nonce, signature] = token.split('.')
    const backdated = [version, kind, (Date.now() - 60_000).toString(36), nonce, signature]
    expect(await status({ token: backdated.join('.') })).toBe('expired')
    // A token of another form kind does not serve either.
    expect(await status({ token: await tokenFilledFor('pricing') })).toBe('expired')
    expect(await sentForms()).toEqual([])
  })

  it('tells a person who sent too fast, and takes the same enquiry a moment later', async () => {
    const token = await tokenFilledFor('contact', MIN_FILL_MS - 500)
    const tooFast = await post({ token })
    expect(tooFast.status).toBe('too-fast')
    // The form keeps its token, so the person only presses the button again.
    expect(tooFast.token).toBe(token)
    expect(ENQUIRY_REFUSAL_MESSAGES['too-fast']).toBe(
      'Formulář jste odeslali příliš rychle. Zkontrolujte prosím údaje a odešlete ho znovu.',
    )
    expect(await sentForms()).toEqual([])
    vi.advanceTimersByTime(2000)
    expect(await status({ token })).toBe('sent')
    expect(await sentForms()).toHaveLength(1)
  })

  it('refuses a token older than two hours', async () => {
    const token = await tokenFilledFor('contact', 2 * 60 * 60 * 1000 + 1)
    expect(await status({ token })).toBe('expired')
    expect(await sentForms()).toEqual([])
  })

  it('takes five enquiries per client and form in ten minutes; the sixth reaches nobody', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect(await status()).toBe('sent')
    }
    expect(await status()).toBe('rate-limited')
    expect(await sentForms()).toHaveLength(5)
    // Another form of the same client and the same form of another client are counted apart.
    expect(await status({ kind: 'pricing' })).toBe('sent')
    socketAddress = '198.51.100.250'
    expect(await status()).toBe('sent')
    expect(await sentForms()).toHaveLength(7)
    resetLimitersForTests()
  })

  it('thanks the visitor while the provider fails: the stored lead arrives once it recovers', async () => {
    await sandbox.addFault({ path: '/send-form', kind: '500', times: 1 })
    expect(await status()).toBe('sent')
    expect(await leadRecords()).toEqual([expect.objectContaining({ status: 'pending' })])
    expect(await sentForms()).toEqual([expect.objectContaining({ email: 'ludmila@example.sk' })])
    expect(await leadRecords()).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: '2' }),
    ])
  }, 30_000)

  it('stores nothing it refuses', async () => {
    expect(await status({ values: { email: 'ludmila@' } })).toBe('invalid')
    expect(await status({ website: 'http://spam.example' })).toBe('sent')
    expect(await status({ token: 'forged' })).toBe('expired')
    expect(await leadRecords()).toEqual([])
  })
})
