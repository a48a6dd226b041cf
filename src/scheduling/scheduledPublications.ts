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
  /** Why it failed, as Payload recorded it (in the language of the runner's request). */
  error?: string
  /**
   * A failed one whose scheduling account no longer exists: Payload's task fails on looking it up,
   * which is told apart here by the account itself, not by the wording of Payload's message.
   */
  schedulerDeleted?: true
  target: { collection: string; id: string } | { global: string }
  /** The account whose rights it publishes with (Payload's `input.user`), if one was stored. */
  scheduledBy?: { collection: string; id: string }
}

type JobInput = {
  type?: string
  doc?: { relationTo?: string; value?: string }
  global?: string
  user?: { relationTo?: string; value?: string | number } | string | number | null
}

function schedulerOf(input: JobInput): ScheduledPublication['scheduledBy'] {
  const { user } = input
  if (!user || typeof user !== 'object' || !user.relationTo || user.value == null) return undefined
  return { collection: user.relationTo, id: String(user.value) }
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
    ...(input.user ? { scheduledBy: schedulerOf(input) } : {}),
  }
}

/** Marks the failed publications whose scheduling account is gone (one query per collection). */
async function markDeletedSchedulers(
  payload: Payload,
  publications: ScheduledPublication[],
): Promise<ScheduledPublication[]> {
  const idsByCollection = new Map<string, Set<string>>()
  for (const { state, scheduledBy } of publications) {
    if (state !== 'failed' || !scheduledBy) continue
    const ids = idsByCollection.get(scheduledBy.collection) ?? new Set<string>()
    idsByCollection.set(scheduledBy.collection, ids.add(scheduledBy.id))
  }
  const existing = new Set<string>()
  for (const [collection, ids] of idsByCollection) {
    if (!payload.collections[collection as 'users']) continue
    const { docs } = await payload.find({
      collection: collection as 'users',
      where: { id: { in: [...ids] } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) existing.add(`${collection}/${doc.id}`)
  }
  return publications.map((publication) => {
    const { state, scheduledBy } = publication
    const gone =
      state === 'failed' &&
      scheduledBy !== undefined &&
      !existing.has(`${scheduledBy.collection}/${scheduledBy.id}`)
    return gone ? { ...publication, schedulerDeleted: true } : publication
  })
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
  return markDeletedSchedulers(
    payload,
    docs.flatMap((job) => toPublication(job as PayloadJob) ?? []),
  )
}

/** Payload stores a task's error as `{ message }` or as nested `{ error: { message } }`. */
export function errorMessage(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error ?? 'neznámá chyba')
  const record = error as { message?: unknown; error?: unknown }
  if (typeof record.message === 'string') return record.message
  if (record.error) return errorMessage(record.error)
  return JSON.stringify(error)
}
