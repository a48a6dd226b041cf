import { reportBackgroundFailure } from '@/lib/errorReporting/reportBackgroundFailure'
import { sendForm } from '@/provider/calls/sendForm'
import type { EnquirySource } from '@/provider/schemas/sendForm'
import type { Transport } from '@/provider/transport'

import { type RetrySchedule, retryDelaySeconds } from './deliveryBackoff'
import { describeFailedAttempt } from './deliveryOutcome'
import { inTransaction, type Queryable, workerPool } from '@/queue/queueDatabase'

import { type DeliveryJobData, enqueueDelivery } from './leadQueue'
import { leadsTable } from './leadsTable'

export type DeliveryOptions = {
  transport: Transport
  retry: RetrySchedule
  /** A lead still undelivered this long after it was stored is marked failed. */
  giveUpHours: number
  random?: () => number
}

export type AttemptResult = 'delivered' | 'retry' | 'failed' | 'stale'

/** How many attempts the admin's log keeps (the count in `attempts` goes on). */
const LOG_ENTRIES = 20

type LeadRow = {
  status: string
  attempts: string
  delivery_id: string
  location: string
  first_name: string
  last_name: string
  email: string
  phone: string
  text: string
  source: EnquirySource
  expired: boolean
}

/**
 * One delivery attempt of one lead (a `lead-delivery` job). The job names the attempt it is for;
 * a job whose attempt was already recorded (queued again by requeueStrandedLeads while its
 * outcome was being committed) sends nothing. The outcome is written with `attempts = attempt - 1`
 * as a condition, so two runs of one attempt can never both record it. The lead's row owns the
 * schedule: a retry writes `next_attempt_at` (deliveryBackoff.ts) and queues the next attempt's
 * job for that time in the same transaction; pg-boss itself never retries a job.
 *
 * At least once: a request the provider took while its worker died before this commit (or gave
 * up waiting, after LEADS_ATTEMPT_TIMEOUT_MS) is sent again by a later attempt, with the same
 * Idempotency-Key (docs/leads.md). The same when `signal` aborts (a worker stopping past
 * WORKER_STOP_MS) after the provider took the request.
 */
export async function deliverLead(
  job: DeliveryJobData,
  options: DeliveryOptions,
  signal?: AbortSignal,
): Promise<AttemptResult> {
  const { rows } = await workerPool().query<LeadRow>(
    `SELECT status, attempts, delivery_id, location, first_name, last_name, email, phone, text,
       source, created_at < now() - make_interval(secs => $2) AS expired
     FROM ${leadsTable()} WHERE id = $1`,
    [job.leadId, options.giveUpHours * 3600],
  )
  const lead = rows[0]
  if (!lead || lead.status !== 'pending' || Number(lead.attempts) !== job.attempt - 1) {
    return 'stale'
  }

  const started = Date.now()
  let failure: ReturnType<typeof describeFailedAttempt> | null = null
  try {
    await sendForm(
      options.transport,
      {
        firstName: lead.first_name,
        lastName: lead.last_name,
        email: lead.email,
        phone: lead.phone,
        location: lead.location,
        text: lead.text,
        source: lead.source,
      },
      { idempotencyKey: lead.delivery_id, signal },
    )
  } catch (error) {
    // A stopping worker cancelled the request: nothing is recorded, its job is released and
    // another worker makes this attempt again (same Idempotency-Key).
    if (signal?.aborted) throw error
    failure = describeFailedAttempt(error)
  }

  const result: AttemptResult = !failure
    ? 'delivered'
    : !failure.retry
      ? 'failed'
      : lead.expired
        ? 'failed'
        : 'retry'
  const lastError =
    failure && failure.retry && result === 'failed'
      ? `Doručování vzdáno po ${options.giveUpHours} h. ${failure.message}`
      : (failure?.message ?? null)
  const delay =
    result === 'retry' ? retryDelaySeconds(job.attempt, options.retry, options.random) : 0
  const entry = {
    at: new Date().toISOString(),
    attempt: job.attempt,
    outcome: result,
    ms: Date.now() - started,
    ...(failure ? { status: failure.status, error: failure.message } : {}),
  }

  const status = result === 'retry' ? 'pending' : result
  // the status twice: as the column's enum ($3) and as text to compare ($7)
  const record = (db: Queryable) =>
    db.query<{ next_attempt_at: Date | null }>(
      `UPDATE ${leadsTable()} SET
         attempts = $2,
         status = $3,
         last_error = $4,
         delivered_at = CASE WHEN $7::text = 'delivered' THEN now() ELSE delivered_at END,
         failed_at = CASE WHEN $7::text = 'failed' THEN now() ELSE failed_at END,
         next_attempt_at = CASE WHEN $7::text = 'pending' THEN now() + make_interval(secs => $5)
           ELSE NULL END,
         attempt_log = CASE WHEN jsonb_array_length(attempt_log) >= ${LOG_ENTRIES}
           THEN (attempt_log - 0) || $6::jsonb ELSE attempt_log || $6::jsonb END,
         updated_at = now()
       WHERE id = $1 AND status = 'pending' AND attempts = $2 - 1
       RETURNING next_attempt_at`,
      [job.leadId, job.attempt, status, lastError, delay, JSON.stringify([entry]), status],
    )
  if (result !== 'retry') {
    // a final outcome is one statement; only a retry also queues the next attempt's job
    const { rowCount } = await record(workerPool())
    // Reported once: only the run that recorded the failure (a second run of the same attempt
    // records nothing), never an attempt that will be retried.
    if (result === 'failed' && rowCount === 1) {
      reportBackgroundFailure({
        kind: 'lead-delivery',
        leadId: job.leadId,
        attempts: job.attempt,
        reason: lastError ?? '',
        gaveUp: Boolean(failure?.retry),
      })
    }
    return result
  }
  await inTransaction(async (client) => {
    const { rows } = await record(client)
    // the next attempt's job is due when the row says it is
    const due = rows[0]?.next_attempt_at
    if (due) await enqueueDelivery(client, job.leadId, job.attempt + 1, due)
  }, workerPool())
  return result
}
