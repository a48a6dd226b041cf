import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import * as qs from 'qs-esm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { eraseExpiredLeads } from '@/leads/eraseExpiredLeads'
import { leadsTable } from '@/leads/leadsTable'
import { storeLead, type NewLead } from '@/leads/storeLead'
import { ERASED_LEAD_TITLE } from '@/leads/leadTitle'
import type { User } from '@/payload-types'
import { closeQueuePools, requestPool } from '@/queue/queueDatabase'

import { clearLeads, leadRecord } from '../../support/leads'
import { createUser, signInToken, testPayload } from '../../support/payload'

/**
 * A salesperson finds a lead in the admin's list by what they remember of the visitor: the
 * surname, the whole name, the e-mail, the phone, the company (which the trial form asks for in
 * the message). The search is Payload's own: `mergeListSearchAndWhere` over the collection's
 * `listSearchableFields`, the `where` the list view passes to `payload.find`.
 */
const lead = (overrides: Partial<NewLead['enquiry']>): NewLead => ({
  kind: 'trial',
  pagePath: '/zkusebni-verze',
  enquiry: {
    firstName: 'Radim',
    lastName: 'Veselý',
    email: 'radim.vesely@example.cz',
    phone: '+420 777 123 456',
    location: 'Zkušební verze zdarma na 30 dní | http://localhost:3000/zkusebni-verze',
    text: 'Stavby Kutná Hora s.r.o., chceme podepisovat smlouvy.',
    source: 'INTERNET_SEARCH',
    ...overrides,
  },
})

const otherVisitor = lead({
  firstName: 'Jana',
  lastName: 'Dvořáková',
  email: 'jana@jinde.cz',
  phone: '+420 603 999 888',
  text: 'Úřad městyse Lhota, zajímá nás e-podatelna.',
})

let admin: User

beforeAll(async () => {
  admin = await createUser(await testPayload(), 'admin')
})
beforeEach(clearLeads)
afterAll(closeQueuePools)

/** The ids the admin's list shows for what was typed into its search box. */
async function listSearch(search: string): Promise<number[]> {
  const payload = await testPayload()
  const where = mergeListSearchAndWhere({
    collectionConfig: payload.collections.leads.config,
    search,
  })
  const { docs } = await payload.find({
    collection: 'leads',
    where,
    depth: 0,
    user: admin,
    overrideAccess: false,
  })
  return docs.map((doc) => doc.id).sort()
}

describe('the leads list search', () => {
  it('searches the name, e-mail, phone and message', async () => {
    const payload = await testPayload()
    expect(payload.collections.leads.config.admin.listSearchableFields).toEqual([
      'title',
      'email',
      'phone',
      'text',
    ])
  })

  it('finds a lead by surname, name, e-mail, phone and company, and not the other one', async () => {
    const { id } = await storeLead(lead({}))
    const other = await storeLead(otherVisitor)
    expect((await leadRecord(id)).title).toBe('Radim Veselý')

    for (const search of [
      'Veselý',
      'veselý',
      'Radim Veselý',
      'radim.vesely@example.cz',
      'vesely@example',
      '777 123 456',
      '+420 777',
      'Stavby Kutná Hora',
    ]) {
      expect(await listSearch(search), search).toEqual([id])
    }
    expect(await listSearch('Dvořáková')).toEqual([other.id])
    expect(await listSearch('+420')).toEqual([id, other.id].sort())
    expect(await listSearch('Nikdo Takový')).toEqual([])
  })

  it('answers the same through the REST API the admin calls, for administrators only', async () => {
    const { id } = await storeLead(lead({}))
    await storeLead(otherVisitor)
    const payload = await testPayload()
    const where = mergeListSearchAndWhere({
      collectionConfig: payload.collections.leads.config,
      search: 'Veselý',
    })
    const url = `/api/leads?${qs.stringify({ where, depth: 0 }, { addQueryPrefix: false })}`
    const get = async (token?: string) =>
      handleEndpoints({
        config,
        path: '/api/leads',
        request: new Request(`http://127.0.0.1${url}`, {
          headers: token ? { Authorization: `JWT ${token}` } : {},
        }),
      })

    const response = await get(await signInToken(admin.email))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: Array<{ id: number; title: string }> }
    expect(body.docs.map(({ id, title }) => ({ id, title }))).toEqual([
      { id, title: 'Radim Veselý' },
    ])

    const editor = await createUser(payload, 'editor')
    expect((await get(await signInToken(editor.email))).status).toBe(403)
    expect((await get()).status).toBe(403)
  })

  it('stops finding a lead by the visitor once their data is erased', async () => {
    const { id } = await storeLead(lead({}))
    await requestPool().query(
      `UPDATE ${leadsTable()} SET status = 'delivered', delivered_at = now() - interval '31 days'
       WHERE id = $1`,
      [id],
    )
    expect(await listSearch('Veselý')).toEqual([id])
    expect(await eraseExpiredLeads({ deliveredDays: 30, failedDays: 90 })).toBe(1)

    expect((await leadRecord(id)).title).toBe(ERASED_LEAD_TITLE)
    for (const search of ['Veselý', 'Radim', 'radim.vesely@example.cz', '777 123 456', 'Stavby']) {
      expect(await listSearch(search), search).toEqual([])
    }
  })

  it('replaces the name in the title of a lead erased by the release before', async () => {
    const { id } = await storeLead(lead({}))
    // What the previous release's erasure leaves: the data gone, the title (the name) kept.
    await requestPool().query(
      `UPDATE ${leadsTable()} SET first_name = NULL, last_name = NULL, email = NULL,
         phone = NULL, text = NULL, source = NULL, status = 'delivered',
         delivered_at = now() - interval '40 days', erased_at = now() - interval '1 day'
       WHERE id = $1`,
      [id],
    )
    const erasedAt = (await leadRecord(id)).erased_at
    expect(await listSearch('Veselý')).toEqual([id])

    expect(await eraseExpiredLeads({ deliveredDays: 30, failedDays: 90 })).toBe(1)
    const record = await leadRecord(id)
    expect(record.title).toBe(ERASED_LEAD_TITLE)
    expect(record.erased_at).toEqual(erasedAt)
    expect(await listSearch('Veselý')).toEqual([])
    expect(await eraseExpiredLeads({ deliveredDays: 30, failedDays: 90 })).toBe(0)
  })
})
