import { leadsTable } from '@/leads/leadsTable'
import { queueSchema, requestPool } from '@/queue/queueDatabase'

/** A stored lead as the tests read it (snake_case columns of collections/Leads). */
export type LeadRecord = {
  id: number
  title: string
  page_path: string
  location: string | null
  status: string
  attempts: string
  delivery_id: string
  last_error: string | null
  email: string | null
  first_name: string | null
  search_text: string | null
  erased_at: Date | null
  delivered_at: Date | null
  failed_at: Date | null
  next_attempt_at: Date | null
  updated_at: Date
  attempt_log: Array<{ at: string; attempt: number; outcome: string; status?: number }>
}

export async function leadRecords(): Promise<LeadRecord[]> {
  const { rows } = await requestPool().query<LeadRecord>(
    `SELECT * FROM ${leadsTable()} ORDER BY id`,
  )
  return rows
}

export async function leadRecord(id: number): Promise<LeadRecord> {
  const { rows } = await requestPool().query<LeadRecord>(
    `SELECT * FROM ${leadsTable()} WHERE id = $1`,
    [id],
  )
  if (!rows[0]) throw new Error(`no lead ${id}`)
  return rows[0]
}

/** Leads and their jobs of earlier tests out of the way (the int database is one per run). */
export async function clearLeads(): Promise<void> {
  await requestPool().query(`DELETE FROM ${leadsTable()}`)
  await requestPool().query(`DELETE FROM ${queueSchema()}.job WHERE name LIKE 'lead-%'`)
}

/** Waits until no stored lead is pending (every one delivered or failed). */
export async function leadsSettled(timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { rows } = await requestPool().query<{ pending: string }>(
      `SELECT count(*) AS pending FROM ${leadsTable()} WHERE status = 'pending'`,
    )
    if (Number(rows[0]!.pending) === 0) return
    if (Date.now() > deadline) throw new Error(`${rows[0]!.pending} leads still pending`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Polls `check` until it returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
