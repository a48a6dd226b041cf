import type { MigrateUpArgs, PostgresAdapter } from '@payloadcms/db-postgres'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { leadsTable } from '@/leads/leadsTable'
import { ERASED_LEAD_TITLE } from '@/leads/leadTitle'
import { closeQueuePools, requestPool } from '@/queue/queueDatabase'

import * as migration from '../../../migrations/20261130_120000_lead_title_is_visitor_name'
import { clearLeads } from '../../support/leads'
import { testPayload } from '../../support/payload'

/**
 * 20261130_120000_lead_title_is_visitor_name on leads stored by the release before (titled
 * "form label · page"): a lead with its data gets the visitor's name, an erased one "Osobní údaje
 * smazány"; `down` gives back the old titles from `location` and `page_path`.
 */
async function oldLead(erased: boolean): Promise<number> {
  const { rows } = await requestPool().query<{ id: number }>(
    `INSERT INTO ${leadsTable()} (title, kind, page_path, location, first_name, last_name, email,
       phone, text, source, status, attempts, delivery_id, attempt_log, erased_at, updated_at,
       created_at)
     VALUES ('Poptávka ceníku · /sofa-tarify', 'pricing', '/sofa-tarify',
       'Poptávka ceníku | http://localhost:3000/sofa-tarify', $1, $2, $3, '+420 777 123 456',
       'Kolik to stojí?', 'OTHER', 'delivered', 1, gen_random_uuid()::text, '[]'::jsonb, $4,
       now(), now())
     RETURNING id`,
    erased
      ? [null, null, null, new Date()]
      : [' Radim ', 'Veselý', 'radim.vesely@example.cz', null],
  )
  return rows[0]!.id
}

const titles = async (): Promise<Record<number, string>> => {
  const { rows } = await requestPool().query<{ id: number; title: string }>(
    `SELECT id, title FROM ${leadsTable()}`,
  )
  return Object.fromEntries(rows.map(({ id, title }) => [id, title]))
}

const migrationArgs = async () => {
  const payload = await testPayload()
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  return { db, payload } as unknown as MigrateUpArgs
}

beforeEach(clearLeads)
afterAll(async () => {
  await clearLeads()
  await closeQueuePools()
})

describe('lead titles become the visitor’s name', () => {
  it('names a lead after its visitor, an erased one as erased, and goes back on down', async () => {
    const kept = await oldLead(false)
    const erased = await oldLead(true)

    await migration.up(await migrationArgs())
    expect(await titles()).toEqual({ [kept]: 'Radim Veselý', [erased]: ERASED_LEAD_TITLE })

    await migration.down(await migrationArgs())
    expect(await titles()).toEqual({
      [kept]: 'Poptávka ceníku · /sofa-tarify',
      [erased]: 'Poptávka ceníku · /sofa-tarify',
    })
  })
})
