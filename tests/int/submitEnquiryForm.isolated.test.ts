import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { EnquiryFormState } from '@/components/forms/enquiryFormState'
import type { handleEnquiry as HandleEnquiry } from '@/components/forms/handleEnquiry'
import { MIN_FILL_MS } from '@/leads/enquiry/botGuard'
import { ENQUIRY_REFUSAL_MESSAGES } from '@/leads/enquiry/messages'
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
 * payload (tests/int/leads/ covers the queue itself). The form names its CMS block (its page's
 * path and the block's id); the label and the page of the lead's `location` are read from that
 * block (a stand-in of the CMS read below). Outside a request, Next's `headers()` is replaced by
 * the headers the HTTP guard would have given the action: the socket's address and a `Referer`
 * (which the action must not read).
 */
let socketAddress = '198.51.100.10'
let referer: string | null = `${SITE_URL}/kontakt`
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ [SOCKET_ADDRESS_HEADER]: socketAddress, ...(referer ? { referer } : {}) }),
}))
/**
 * The published form blocks, as src/cms/getEnquiryFormBlock.ts reads them from the CMS (its own
 * read of real pages runs in tests/e2e/serverActions.spec.ts, against the production build).
 */
const pages = {
  contact: { path: 'kontakt', block: 'blok-kontakt' },
  pricing: { path: 'o-602', block: 'blok-cenik', otherBlock: 'blok-napiste' },
}
vi.mock('@/cms/getEnquiryFormBlock', () => {
  const thanks = { thankYouTitle: 'Děkujeme', thankYouText: 'Ozveme se.' }
  const layouts: Record<string, Array<Record<string, unknown>>> = {
    kontakt: [{ blockType: 'form', id: 'blok-kontakt', form: 'contact', ...thanks }],
    'o-602': [
      { blockType: 'form', id: 'blok-cenik', form: 'pricing', label: 'Ceník – patička', ...thanks },
      { blockType: 'form', id: 'blok-napiste', form: 'contact', label: 'Napište nám', ...thanks },
    ],
  }
  return {
    getEnquiryFormBlock: async (pagePath: string, blockId: string) => {
      const layout = layouts[pagePath]
      if (!layout) return null
      return {
        pageUrl: `/${pagePath}`,
        block: layout.find((block) => block.id === blockId) ?? null,
      }
    },
  }
})

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
  /** The form's CMS block: its page's path and the block's id (the contact page's by default). */
  page?: string
  block?: string
  /** A field no form of ours posts any more: a script's attempt to name the lead itself. */
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
    page: fields.page ?? pages.contact.path,
    block: fields.block ?? pages.contact.block,
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
        location: `Kontaktní formulář | ${SITE_URL}/${pages.contact.path}`,
        text: 'Prosím o ukázku.',
        source: 'OTHER',
      },
    ])
  })

  it('uses the label a CMS block gives the form', async () => {
    await post({ kind: 'pricing', page: pages.pricing.path, block: pages.pricing.block })
    expect(await sentForms()).toEqual([
      expect.objectContaining({
        location: `Ceník – patička | ${SITE_URL}/${pages.pricing.path}`,
        source: '',
      }),
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

  it('names the lead from the CMS: a forged label or Referer reaches neither the lead nor the provider', async () => {
    referer = 'https://evil.example/podvod'
    const forged = { label: 'Podvržený štítek', extra: { pagePath: '/podvod', location: 'x' } }
    const { pricing } = pages
    // The form's own block; another form's block on the same page; a page no one published;
    // a block id the page does not have.
    expect(
      await status({ ...forged, page: pricing.path, block: pricing.block, kind: 'pricing' }),
    ).toBe('sent')
    expect(await status({ ...forged, page: pricing.path, block: pricing.otherBlock })).toBe('sent')
    expect(await status({ ...forged, page: 'podvod', block: pricing.block })).toBe('sent')
    expect(
      await status({ ...forged, page: pricing.path, block: 'neni-blok', kind: 'pricing' }),
    ).toBe('sent')
    const locations = (await sentForms()).map((form) => (form as { location: string }).location)
    expect(locations.sort()).toEqual(
      [
        `Ceník – patička | ${SITE_URL}/${pricing.path}`,
        `Napište nám | ${SITE_URL}/${pricing.path}`,
        `Kontaktní formulář | ${SITE_URL}/`,
        `Poptávka ceníku | ${SITE_URL}/${pricing.path}`,
      ].sort(),
    )
    const stored = (await leadRecords()).map((lead) => `${lead.location} @ ${lead.page_path}`)
    expect(stored.sort()).toEqual(
      [
        `Ceník – patička | ${SITE_URL}/${pricing.path} @ /${pricing.path}`,
        `Napište nám | ${SITE_URL}/${pricing.path} @ /${pricing.path}`,
        `Kontaktní formulář | ${SITE_URL}/ @ /`,
        `Poptávka ceníku | ${SITE_URL}/${pricing.path} @ /${pricing.path}`,
      ].sort(),
    )
    // Each is titled with the visitor's name (what the admin's list and search show).
    expect(new Set((await leadRecords()).map((lead) => lead.title))).toEqual(
      new Set(['Ľudmila Šťastná']),
    )
    expect(JSON.stringify(await leadRecords())).not.toMatch(/Podvržený|podvod|evil/)
  })

  it('takes the form kind from the block: a token for another kind does not serve', async () => {
    // The contact block of the pricing page, posted as a pricing form with a pricing token.
    const token = await tokenFilledFor('pricing')
    expect(
      await status({
        kind: 'pricing',
        token,
        page: pages.pricing.path,
        block: pages.pricing.otherBlock,
      }),
    ).toBe('expired')
    expect(await sentForms()).toEqual([])
  })

  it('refuses arguments no form sends before reading them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const calls: Array<() => Promise<unknown>> = [
      () => (submitEnquiryForm as (...args: unknown[]) => Promise<unknown>)(),
      () => (submitEnquiryForm as (...args: unknown[]) => Promise<unknown>)([], 'x'),
      () => (submitEnquiryForm as (...args: unknown[]) => Promise<unknown>)(new FormData()),
      () => (issueEnquiryToken as (...args: unknown[]) => Promise<unknown>)(['contact']),
      () => (issueEnquiryToken as (...args: unknown[]) => Promise<unknown>)('contact', 'x'),
    ]
    for (const call of calls) {
      // notFound(): Next answers it 404 (its digest names the status)
      await expect(call()).rejects.toMatchObject({ digest: expect.stringContaining('404') })
    }
    expect(warn.mock.calls.flat().join('\n')).toMatch(
      /\[action\] submitEnquiryForm: arguments refused/,
    )
    warn.mockRestore()
    expect(await leadRecords()).toEqual([])
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
    const { pricing } = pages
    expect(await status({ kind: 'pricing', page: pricing.path, block: pricing.block })).toBe('sent')
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
