import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { handleEnquiry as HandleEnquiry } from '@/components/forms/handleEnquiry'
import { formTokenKey, issueFormToken, MIN_FILL_MS } from '@/leads/enquiry/formToken'

import { findFreePort } from '../../scripts/lib/findFreePort'
import { sandboxForFile, SITE_URL } from './provider/sandboxHarness'

/**
 * When the database cannot store a lead (it is down, here: nobody listens on its port), the
 * enquiry goes to the provider directly, as before leads were stored; only if that fails too
 * does the visitor get the Czech error with every value kept (the form's 'failed' state).
 */
const sandbox = sandboxForFile()
let handleEnquiry: typeof HandleEnquiry

beforeAll(async () => {
  process.env.PROVIDER_API_URL = sandbox.url()
  process.env.SITE_URL = SITE_URL
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${await findFreePort()}/site`
  ;({ handleEnquiry } = await import('@/components/forms/handleEnquiry'))
})

const enquiry = () => ({
  kind: 'contact',
  label: '',
  pagePath: '/kontakt',
  honeypot: '',
  token: issueFormToken(
    formTokenKey(process.env.PAYLOAD_SECRET ?? ''),
    'contact',
    Date.now() - MIN_FILL_MS - 1000,
  ),
  values: {
    name: 'Jan',
    surname: 'Novák',
    email: 'jan.novak@example.cz',
    phone: '+420 603 123 456',
    text: 'Databáze neběží.',
    source: '' as const,
  },
})

const accepted = async () => {
  const response = await sandbox.control('GET', '/__sandbox/send-form')
  return ((await response.json()) as { data: Array<{ idempotencyKey: string; body: unknown }> })
    .data
}

describe('an enquiry while the database is down', () => {
  it('is sent to the provider directly', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await handleEnquiry(enquiry(), '198.51.100.77')).toEqual({ ok: true })
    expect(await accepted()).toEqual([
      expect.objectContaining({
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        body: expect.objectContaining({ email: 'jan.novak@example.cz', source: 'OTHER' }),
      }),
    ])
    expect(errors.mock.calls.join('\n')).toMatch(/could not be stored.*sending it directly/)
    expect(errors.mock.calls.join('\n')).not.toContain('jan.novak')
    errors.mockRestore()
  })

  it('fails with the form kept when the provider fails too', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await sandbox.addFault({ path: '/send-form', kind: '500', times: 1 })
    expect(await handleEnquiry(enquiry(), '198.51.100.78')).toEqual({ ok: false, reason: 'failed' })
    expect(await accepted()).toEqual([])
    // the failure did not use up the visitor's limit: the next try goes through
    expect(await handleEnquiry(enquiry(), '198.51.100.78')).toEqual({ ok: true })
    errors.mockRestore()
  })
})
