import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { eraseExpiredLeads } from '@/leads/eraseExpiredLeads'
import { sendLeadAlertIfDue } from '@/leads/leadAlerts'
import { leadsTable } from '@/leads/leadsTable'
import { closeQueuePools, requestPool } from '@/queue/queueDatabase'
import { storeLead, type NewLead } from '@/leads/storeLead'
import { seedSiteSettings } from '@/seed/siteSettings'

import { clearLeads, leadRecord } from '../../support/leads'
import { parseMail } from '../../support/parseMail'
import { createUser, signInToken, testPayload } from '../../support/payload'

/**
 * Leads are personal data: administrators only (the admin and the REST API), read only, erased
 * after their retention period; when they need people, one alert e-mail goes to sales.
 */
const rest = (url: string, init: RequestInit = {}, token?: string) => {
  const request = new Request(`http://127.0.0.1${url}`, {
    ...init,
    headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), ...init.headers },
  })
  return handleEndpoints({ config, path: new URL(request.url).pathname, request })
}

const lead: NewLead = {
  kind: 'pricing',
  pagePath: '/sofa-tarify',
  enquiry: {
    firstName: 'Radim',
    lastName: 'Veselý',
    email: 'radim.vesely@example.cz',
    phone: '+420 777 123 456',
    location: 'Poptávka ceníku | http://localhost:3000/sofa-tarify',
    text: 'Kolik stojí 50 licencí?',
    source: 'SOCIALS',
  },
}

const signIn = async (role: 'admin' | 'editor') => {
  const payload = await testPayload()
  const user = await createUser(payload, role)
  return signInToken(user.email)
}

const setStatus = (id: number, sql: string) =>
  requestPool().query(`UPDATE ${leadsTable()} SET ${sql} WHERE id = $1`, [id])

beforeEach(clearLeads)
afterAll(closeQueuePools)

describe('who may see leads', () => {
  it('refuses anonymous visitors and editors, on the list, a lead and its resend', async () => {
    const { id } = await storeLead(lead)
    await setStatus(id, `status = 'failed', failed_at = now()`)
    const editor = await signIn('editor')
    for (const token of [undefined, editor]) {
      expect((await rest('/api/leads', {}, token)).status).toBe(403)
      expect((await rest(`/api/leads/${id}`, {}, token)).status).toBe(403)
      expect((await rest(`/api/leads/${id}/resend`, { method: 'POST' }, token)).status).toBe(403)
    }
    expect((await leadRecord(id)).status).toBe('failed')
  })

  it('shows them to administrators, read only, and lets them resend a failed one', async () => {
    const { id } = await storeLead(lead)
    const admin = await signIn('admin')
    const list = await rest('/api/leads?where[status][equals]=pending', {}, admin)
    expect(list.status).toBe(200)
    const body = (await list.json()) as { docs: Array<Record<string, unknown>> }
    expect(body.docs).toEqual([
      expect.objectContaining({
        id,
        kind: 'pricing',
        pagePath: '/sofa-tarify',
        status: 'pending',
        email: 'radim.vesely@example.cz',
        attempts: 0,
      }),
    ])
    const edit = await rest(
      `/api/leads/${id}`,
      {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'jiny@example.cz' }),
      },
      admin,
    )
    expect(edit.status).toBe(403)
    const create = await rest(
      '/api/leads',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind: 'contact', deliveryId: 'x', status: 'delivered' }),
      },
      admin,
    )
    expect(create.status).toBe(403)

    // only a failed lead can be resent
    expect((await rest(`/api/leads/${id}/resend`, { method: 'POST' }, admin)).status).toBe(409)
    await setStatus(id, `status = 'failed', failed_at = now(), attempts = 3`)
    const resend = await rest(`/api/leads/${id}/resend`, { method: 'POST' }, admin)
    expect(resend.status).toBe(200)
    expect(await resend.json()).toEqual({ message: 'Poptávka je znovu ve frontě k odeslání.' })
    expect((await leadRecord(id)).status).toBe('pending')
  })
})

describe('retention', () => {
  it('erases the personal data of delivered leads after 30 days and failed ones after 90', async () => {
    const ids = {
      deliveredOld: (await storeLead(lead)).id,
      deliveredRecent: (await storeLead(lead)).id,
      failedOld: (await storeLead(lead)).id,
      failedRecent: (await storeLead(lead)).id,
      pendingOld: (await storeLead(lead)).id,
    }
    await setStatus(
      ids.deliveredOld,
      `status = 'delivered', delivered_at = now() - interval '31 days'`,
    )
    await setStatus(
      ids.deliveredRecent,
      `status = 'delivered', delivered_at = now() - interval '29 days'`,
    )
    await setStatus(ids.failedOld, `status = 'failed', failed_at = now() - interval '91 days'`)
    await setStatus(ids.failedRecent, `status = 'failed', failed_at = now() - interval '60 days'`)
    await setStatus(ids.pendingOld, `created_at = now() - interval '200 days'`)

    expect(await eraseExpiredLeads({ deliveredDays: 30, failedDays: 90 })).toBe(2)
    for (const id of [ids.deliveredOld, ids.failedOld]) {
      const record = await leadRecord(id)
      expect(record).toMatchObject({ first_name: null, email: null, erased_at: expect.any(Date) })
      const { rows } = await requestPool().query(
        `SELECT kind, page_path, status, last_name, phone, text, source FROM ${leadsTable()} WHERE id = $1`,
        [id],
      )
      expect(rows[0]).toMatchObject({
        kind: 'pricing',
        page_path: '/sofa-tarify',
        last_name: null,
        phone: null,
        text: null,
        source: null,
      })
    }
    for (const id of [ids.deliveredRecent, ids.failedRecent, ids.pendingOld]) {
      expect(await leadRecord(id)).toMatchObject({
        email: 'radim.vesely@example.cz',
        erased_at: null,
      })
    }
    expect(await eraseExpiredLeads({ deliveredDays: 30, failedDays: 90 })).toBe(0)
  })
})

describe('alerts', () => {
  const mailDir = () => path.join(process.env.DATA_DIR!, 'mail')
  const mails = () => {
    try {
      return readdirSync(mailDir())
        .sort()
        .map((file) => parseMail(readFileSync(path.join(mailDir(), file))))
    } catch {
      return []
    }
  }
  const options = { siteUrl: 'http://localhost:3000', alertAfterMinutes: 15 }

  let salesEmail = ''
  beforeAll(async () => {
    const payload = await testPayload()
    await seedSiteSettings(payload)
    // other tests of the run may have changed it
    salesEmail = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).salesEmail
  })
  beforeEach(() => rmSync(mailDir(), { recursive: true, force: true }))

  it('sends one Czech e-mail to sales when a lead fails, then at most one an hour', async () => {
    expect(await sendLeadAlertIfDue(options)).toBe('none')
    const { id } = await storeLead(lead)
    expect(await sendLeadAlertIfDue(options)).toBe('none')
    await setStatus(id, `status = 'failed', failed_at = now()`)
    expect(await sendLeadAlertIfDue(options)).toBe('sent')

    const [mail, ...more] = mails()
    expect(more).toEqual([])
    expect(mail!.headers.to).toBe(salesEmail)
    expect(mail!.headers.subject).toBe('Web Software602: poptávky čekají na doručení')
    expect(mail!.text).toContain('1 poptávka selhala')
    expect(mail!.text).toContain(
      'http://localhost:3000/admin/collections/leads?where[status][equals]=failed',
    )
    expect(mail!.text).not.toContain('Radim')
    expect(mail!.text).not.toContain('777 123 456')

    // another failure within the hour waits; a stuck one as well
    const second = await storeLead(lead)
    await setStatus(second.id, `status = 'failed', failed_at = now()`)
    await storeLead(lead).then(({ id: stuck }) =>
      setStatus(stuck, `created_at = now() - interval '20 minutes'`),
    )
    expect(await sendLeadAlertIfDue(options)).toBe('throttled')
    expect(mails()).toHaveLength(1)

    // an hour later it goes, naming both
    await requestPool().query(
      `UPDATE ${leadsTable()} SET alerted_at = alerted_at - interval '61 minutes' WHERE alerted_at IS NOT NULL`,
    )
    expect(await sendLeadAlertIfDue(options)).toBe('sent')
    expect(mails()).toHaveLength(2)
    expect(mails()[1]!.text).toContain('1 poptávka selhala')
    expect(mails()[1]!.text).toContain('1 čeká na doručení, nejstarší 20 min.')
  })

  it('tells when the oldest undelivered lead waits longer than 15 minutes', async () => {
    const { id } = await storeLead(lead)
    await setStatus(id, `created_at = now() - interval '14 minutes'`)
    expect(await sendLeadAlertIfDue(options)).toBe('none')
    await setStatus(id, `created_at = now() - interval '16 minutes'`)
    expect(await sendLeadAlertIfDue(options)).toBe('sent')
    expect(mails()[0]!.text).toContain('1 čeká na doručení, nejstarší 16 min.')
  })
})
