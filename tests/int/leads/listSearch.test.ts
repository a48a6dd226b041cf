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
 * the message), however they type it: without diacritics, in any case, the phone with or without
 * spaces and +420. The search is Payload's own: `mergeListSearchAndWhere` over the collection's
 * `listSearchableFields` (the folded `searchText`), the `where` the list view passes to
 * `payload.find`, whose value the collection's `beforeOperation` folds the same way.
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
  it('searches one folded field of the name, e-mail, phone and message, shown nowhere', async () => {
    const payload = await testPayload()
    const { config } = payload.collections.leads
    expect(config.admin.listSearchableFields).toEqual(['searchText'])
    const field = config.fields.find((each) => 'name' in each && each.name === 'searchText')
    expect(field?.admin).toMatchObject({
      hidden: true,
      readOnly: true,
      disableListColumn: true,
      disableListFilter: true,
    })
    expect(config.admin.defaultColumns).not.toContain('searchText')
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

  it('finds each visitor without diacritics, in any case, by phone digits and by e-mail', async () => {
    // Czech and Slovak names with diacritics, the phone written the ways people write it, and
    // how else a salesperson may type it.
    const visitors = [
      ['Jiří', 'Dvořák', 'Jiri.Dvorak@Example.cz', '+420 777 123 456', '777123456'],
      ['Šárka', 'Čermáková', 'sarka@cermakova.cz', '603 999 888', '+420 603 999 888'],
      ['Ondřej', 'Růžička', 'ondra@ruzicka.cz', '00420 731 222 333', '731222333'],
      ['Žaneta', 'Ťoupalová', 'zaneta.t@example.cz', '+420 (608) 444-555', '608 444 555'],
      ['Ľubomír', 'Ďurčo', 'lubo@durco.sk', '+421 905 111 222', '421905111222'],
    ] as const
    const ids: number[] = []
    for (const [firstName, lastName, email, phone] of visitors) {
      ids.push((await storeLead(lead({ firstName, lastName, email, phone }))).id)
    }
    const plain = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '')
    const digitsOnly = (phone: string) => phone.replace(/\D/g, '')
    const spaced = (phone: string) => digitsOnly(phone).replace(/(\d{3})(?=\d)/g, '$1 ')

    for (const [index, [firstName, lastName, email, phone, typed]] of visitors.entries()) {
      for (const search of [
        plain(lastName),
        plain(lastName).toLowerCase(),
        lastName.toUpperCase(),
        `${plain(firstName)} ${lastName.toLowerCase()}`,
        email.toUpperCase(),
        plain(email.split('@')[0]!),
        phone,
        typed,
        digitsOnly(typed),
        spaced(typed),
        digitsOnly(phone).slice(-6),
      ]) {
        expect(await listSearch(search), `${lastName}: "${search}"`).toEqual([ids[index]])
      }
    }
    // The count the list's pages are built from folds the same way.
    const payload = await testPayload()
    const where = mergeListSearchAndWhere({
      collectionConfig: payload.collections.leads.config,
      search: 'cermakova',
    })
    expect(
      (await payload.count({ collection: 'leads', where, user: admin, overrideAccess: false }))
        .totalDocs,
    ).toBe(1)
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

    const erased = await leadRecord(id)
    expect(erased.title).toBe(ERASED_LEAD_TITLE)
    expect(erased.search_text).toBeNull()
    for (const search of [
      'Veselý',
      'vesely',
      'Radim',
      'radim.vesely@example.cz',
      '777 123 456',
      '777123456',
      'Stavby',
    ]) {
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
    const before = await leadRecord(id)
    const erasedAt = before.erased_at
    // Its search text went with that erasure (the migration's trigger): not found any more,
    // though the title still names the visitor until this release's erasure runs.
    expect(before.title).toBe('Radim Veselý')
    expect(before.search_text).toBeNull()
    expect(await listSearch('Veselý')).toEqual([])

    expect(await eraseExpiredLeads({ deliveredDays: 30, failedDays: 90 })).toBe(1)
    const record = await leadRecord(id)
    expect(record.title).toBe(ERASED_LEAD_TITLE)
    expect(record.erased_at).toEqual(erasedAt)
    expect(await listSearch('Veselý')).toEqual([])
    expect(await eraseExpiredLeads({ deliveredDays: 30, failedDays: 90 })).toBe(0)
  })
})
