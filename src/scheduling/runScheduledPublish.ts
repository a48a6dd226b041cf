import type { Payload } from 'payload'

import { workerPool } from '@/queue/queueDatabase'

import { payloadJobsTable, type ScheduledPublishJobData } from './scheduledPublishQueue'

export type ScheduledPublishOutcome = 'done' | 'failed' | 'gone'

type ClaimedJob = { wait_until: Date | null; created_at: Date; input: unknown }

/**
 * Runs one payload `schedulePublish` job for its pg-boss job. `payload.jobs.runByID` runs a job
 * whatever its state, so the job is first claimed here: only a job that is neither done, failed
 * nor taken is marked `processing` (one UPDATE, so of two workers or a repeated pg-boss job only
 * one runs it). A payload job that is gone (its document was deleted) is nothing to do.
 */
export async function runScheduledPublish(
  payload: Payload,
  { payloadJobId, runAt }: Pick<ScheduledPublishJobData, 'payloadJobId' | 'runAt'>,
): Promise<ScheduledPublishOutcome> {
  // Taken early on purpose (scheduledPublishQueue.ts): never published before its time.
  const wait = runAt ? new Date(runAt).getTime() - Date.now() : 0
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  const claimed = await workerPool().query<ClaimedJob>(
    `UPDATE ${payloadJobsTable()} SET processing = true, updated_at = now()
     WHERE id = $1 AND task_slug = 'schedulePublish' AND completed_at IS NULL
       AND has_error IS NOT TRUE AND processing = false
     RETURNING wait_until, created_at, input`,
    [payloadJobId],
  )
  const job = claimed.rows[0]
  if (!job) return 'gone'
  const what = describeInput(job.input)
  if (job.wait_until && job.wait_until < job.created_at) {
    console.info(
      `[zveřejnění] ${what}: naplánovaný čas už uplynul, zveřejněno hned (úloha ${payloadJobId})`,
    )
  }
  try {
    await payload.jobs.runByID({ id: payloadJobId, silent: true })
  } catch (error) {
    // Not the task's error (Payload records those on the job) but the database's: release the
    // claim so that pg-boss's retry can take it again.
    await workerPool()
      .query(`UPDATE ${payloadJobsTable()} SET processing = false WHERE id = $1`, [payloadJobId])
      .catch(() => {})
    throw error
  }
  const after = await workerPool().query<{ has_error: boolean | null; error: unknown }>(
    `SELECT has_error, error FROM ${payloadJobsTable()} WHERE id = $1`,
    [payloadJobId],
  )
  if (after.rows[0]?.has_error) {
    console.error(
      `[zveřejnění] ${what} se nepodařilo (úloha ${payloadJobId}): ${errorMessage(after.rows[0].error)}`,
    )
    return 'failed'
  }
  return 'done'
}

function describeInput(input: unknown): string {
  const value = (input ?? {}) as {
    type?: string
    doc?: { relationTo?: string; value?: string }
    global?: string
  }
  const action = value.type === 'unpublish' ? 'Zrušení zveřejnění' : 'Zveřejnění'
  const target = value.doc
    ? `${value.doc.relationTo} ${value.doc.value}`
    : `globálu ${value.global ?? '?'}`
  return `${action} ${target}`
}

/** Payload stores a task's error as `{ message }` or as nested `{ error: { message } }`. */
export function errorMessage(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error ?? 'neznámá chyba')
  const record = error as { message?: unknown; error?: unknown }
  if (typeof record.message === 'string') return record.message
  if (record.error) return errorMessage(record.error)
  return JSON.stringify(error)
}
