import type { Payload } from 'payload'

import type { PayloadJob } from '@/payload-types'

/** Past this, a publication went out late (no worker ran at its time), and editors are told. */
const LATE_AFTER_MS = 60_000

export type ScheduledPublication = {
  jobId: number
  type: 'publish' | 'unpublish'
  at: Date
  /**
   * `publishedAtOnce`: scheduled for a time already past; `publishedLate`: run more than a minute
   * after its time (no worker was running), `lateMinutes` after it.
   */
  state: 'pending' | 'failed' | 'publishedAtOnce' | 'publishedLate'
  lateMinutes?: number
  /** Why it failed, as Payload recorded it. */
  error?: string
  target: { collection: string; id: string } | { global: string }
}

type JobInput = {
  type?: string
  doc?: { relationTo?: string; value?: string }
  global?: string
}

function toPublication(job: PayloadJob): ScheduledPublication | null {
  const input = (job.input ?? {}) as JobInput
  const target = input.doc?.relationTo
    ? { collection: input.doc.relationTo, id: String(input.doc.value) }
    : input.global
      ? { global: input.global }
      : null
  if (!target || !job.waitUntil) return null
  const at = new Date(job.waitUntil)
  const late = job.completedAt ? new Date(job.completedAt).getTime() - at.getTime() : 0
  const state = job.hasError
    ? 'failed'
    : !job.completedAt
      ? 'pending'
      : at < new Date(job.createdAt)
        ? 'publishedAtOnce'
        : late > LATE_AFTER_MS
          ? 'publishedLate'
          : null
  if (!state) return null
  return {
    jobId: job.id,
    type: input.type === 'unpublish' ? 'unpublish' : 'publish',
    at,
    state,
    ...(state === 'publishedLate' ? { lateMinutes: Math.round(late / 60_000) } : {}),
    ...(job.hasError ? { error: errorMessage(job.error) } : {}),
    target,
  }
}

const SELECT = {
  input: true,
  waitUntil: true,
  createdAt: true,
  completedAt: true,
  hasError: true,
  error: true,
} as const

/** Publications still to come, earliest first, of one collection or of everything (one query). */
export async function pendingPublications(
  payload: Payload,
  collection?: string,
): Promise<ScheduledPublication[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        ...(collection ? [{ 'input.doc.relationTo': { equals: collection } }] : []),
      ],
    },
    sort: 'waitUntil',
    pagination: false,
    depth: 0,
    select: SELECT,
    overrideAccess: true,
  })
  return docs.flatMap((job) => toPublication(job as PayloadJob) ?? [])
}

/**
 * What an editor should know about past days: publications that failed, ones scheduled for a
 * time already past that were therefore published at once (the job was saved after its time),
 * and ones published late because no worker ran at their time.
 */
export async function recentPublicationNotes(
  payload: Payload,
  days = 7,
): Promise<ScheduledPublication[]> {
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { updatedAt: { greater_than: since } },
        { or: [{ hasError: { equals: true } }, { completedAt: { exists: true } }] },
      ],
    },
    sort: '-updatedAt',
    limit: 50,
    depth: 0,
    select: SELECT,
    overrideAccess: true,
  })
  return docs.flatMap((job) => toPublication(job as PayloadJob) ?? [])
}

/** Payload stores a task's error as `{ message }` or as nested `{ error: { message } }`. */
export function errorMessage(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error ?? 'neznámá chyba')
  const record = error as { message?: unknown; error?: unknown }
  if (typeof record.message === 'string') return record.message
  if (record.error) return errorMessage(record.error)
  return JSON.stringify(error)
}
