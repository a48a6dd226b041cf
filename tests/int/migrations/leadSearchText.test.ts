import type { MigrateUpArgs, PostgresAdapter } from '@payloadcms/db-postgres'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { leadSearchText } from '@/leads/leadSearchText'
import { leadsTable } from '@/leads/leadsTable'
import { closeQueuePools, requestPool } from '@/queue/queueDatabase'

import * as migration from '../../../migrations/20261208_010124_lead_search_text'
import { clearLeads } from '../../support/leads'
import { testPayload } from '../../support/payload'

/**
 * 20261208_010124_lead_search_text on leads stored by the release before (no `search_text`):
 * each kept lead gets the same folded text the application writes (src/leads/leadSearchText.ts),
 * an erased one none; a lead the previous release inserts or erases during the rolling deploy
 * gets or loses it by the migration's trigger; `down` removes it all.
 */
const visitors = [
  { firstName: 'Radim', lastName: 'Veselý', email: 'Radim.Vesely@Example.cz', phone: '+420 777 123 456' },
  { firstName: 'Šárka', lastName: 'Čermáková', email: 'sarka@cermakova.cz', phone: '603 999 888' },
  { firstName: 'Ondřej', lastName: 'Růžička', email: 'ondra@ruzicka.cz', phone: '00420 731 222 333' },
  { firstName: 'Žaneta', lastName: 'Ťoupalová', email: 'ZANETA@example.cz', phone: '(608) 444-555' },
  { firstName: 'Ľubomír', lastName: 'Ďurčo', email: 'lubo@durco.sk', phone: '+421 905 111 222' },
  { firstName: 'Dagmar', lastName: 'Müllerová', email: 'dm@example.de', phone: '+49 30 1234567' },
].map((visitor, index) => ({
  ...visitor,
  text: `Úřad městyse Číňov č. ${index + 1}: ŽÁDOST o ceník, Dobrý den!`,
}))

type Visitor = (typeof visitors)[number]

/** A lead as the previous release inserts it: no search text. */
async function oldLead(visitor: Visitor, erased = false): Promise<number> {
  const { rows } = await requestPool().query<{ id: number }>(
    `INSERT INTO ${leadsTable()} (title, kind, page_path, location, first_name, last_name, email,
       phone, text, source, status, attempts, delivery_id, attempt_log, erased_at, updated_at,
       created_at)
     VALUES ($1, 'contact', '/kontakt', 'Kontakt | http://localhost:3000/kontakt', $2, $3, $4, $5,
       $6, 'OTHER', 'delivered', 1, gen_random_uuid()::text, '[]'::jsonb, $7, now(), now())
     RETURNING id`,
    [
      `${visitor.firstName} ${visitor.lastName}`,
      erased ? null : visitor.firstName,
      erased ? null : visitor.lastName,
      erased ? null : visitor.email,
      erased ? null : visitor.phone,
      erased ? null : visitor.text,
      erased ? new Date() : null,
    ],
  )
  return rows[0]!.id
}

const searchTexts = async (): Promise<Record<number, string | null>> => {
  const { rows } = await requestPool().query<{ id: number; search_text: string | null }>(
    `SELECT id, search_text FROM ${leadsTable()}`,
  )
  return Object.fromEntries(rows.map(({ id, search_text }) => [id, search_text]))
}

const hasColumn = async () => {
  const { rows } = await requestPool().query(
    `SELECT 1 FROM information_schema.columns
     WHERE table_schema = $1 AND table_name = 'leads' AND column_name = 'search_text'`,
    [leadsTable().split('.')[0]!.replaceAll('"', '')],
  )
  return rows.length === 1
}

const migrationArgs = async () => {
  const payload = await testPayload()
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  return { db, payload } as unknown as MigrateUpArgs
}

beforeEach(clearLeads)
afterAll(async () => {
  // The run's database stays migrated for the files after this one.
  if (!(await hasColumn())) await migration.up(await migrationArgs())
  await clearLeads()
  await closeQueuePools()
})

describe('leads get a folded search text', () => {
  it('fills kept leads as the application folds them, none for erased ones, and goes on down', async () => {
    await migration.down(await migrationArgs())
    expect(await hasColumn()).toBe(false)
    const kept = await Promise.all(visitors.map((visitor) => oldLead(visitor)))
    const erased = await oldLead(visitors[0]!, true)

    await migration.up(await migrationArgs())
    expect(await searchTexts()).toEqual({
      ...Object.fromEntries(kept.map((id, index) => [id, leadSearchText(visitors[index]!)])),
      [erased]: null,
    })
    expect((await searchTexts())[kept[0]!]).toBe(
      'radim vesely radim.vesely@example.cz 420777123456 urad mestyse cinov c. 1: zadost o cenik, dobry den!',
    )

    await migration.down(await migrationArgs())
    expect(await hasColumn()).toBe(false)
    await migration.up(await migrationArgs())
  })

  it("keeps it for the previous release's inserts and erasures during the rolling deploy", async () => {
    const inserted = await Promise.all(visitors.map((visitor) => oldLead(visitor)))
    expect(await searchTexts()).toEqual(
      Object.fromEntries(inserted.map((id, index) => [id, leadSearchText(visitors[index]!)])),
    )
    // The previous release's erasure, which knows no search text.
    await requestPool().query(
      `UPDATE ${leadsTable()} SET first_name = NULL, last_name = NULL, email = NULL, phone = NULL,
         text = NULL, source = NULL, erased_at = now() WHERE id = $1`,
      [inserted[1]],
    )
    expect((await searchTexts())[inserted[1]!]).toBeNull()
    // A delivery update of a kept lead leaves it as it is.
    await requestPool().query(`UPDATE ${leadsTable()} SET attempts = 2 WHERE id = $1`, [
      inserted[0],
    ])
    expect((await searchTexts())[inserted[0]!]).toBe(leadSearchText(visitors[0]!))
  })
})
