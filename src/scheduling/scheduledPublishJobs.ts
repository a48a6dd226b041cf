import {
  APIError,
  Forbidden,
  type CollectionAfterChangeHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type Config,
  type Field,
} from 'payload'

import { isStaff } from '@/access/isStaff'
import { isStaffUser } from '@/lib/auth/isStaffUser'
import type { User } from '@/payload-types'

import { mayPublishTarget, parseScheduleInput } from './scheduleTargetAccess'
import { sendScheduledPublishWhenCommitted } from './scheduledPublishQueue'

type JobsConfig = NonNullable<Config['jobs']>

/** Years a scheduled time may fall in: anything else is a typo, not a plan. */
const EARLIEST_YEAR = 2000
const LATEST_YEAR = 2100

export const INVALID_SCHEDULE_DATE =
  'Datum a čas zveřejnění nejsou platné. Zadejte je např. jako 12. 1. 2027 8:00.'

export function validateScheduleDate(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return INVALID_SCHEDULE_DATE
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null
  if (!date || Number.isNaN(date.getTime())) return INVALID_SCHEDULE_DATE
  const year = date.getUTCFullYear()
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR ? true : INVALID_SCHEDULE_DATE
}

/**
 * Only scheduled publications may be stored, of a page or global the scheduling user may
 * publish, in that user's name. The admin's drawer creates jobs through the Local API without a
 * request user but with `input.user` (the signed-in editor), which is checked the same way; the
 * REST API always stores the request's own user.
 */
const onlyPermittedSchedules: CollectionBeforeValidateHook = async ({ data, req, operation }) => {
  if (operation !== 'create') return data
  if (data?.taskSlug !== 'schedulePublish' || data.workflowSlug) throw new Forbidden(req.t)
  const parsed = parseScheduleInput(req.payload, data.input)
  if ('refusal' in parsed) throw new APIError(parsed.refusal, 400, undefined, true)
  const requested = (data.input ?? {}) as {
    user?: { relationTo?: string; value?: number | string }
  }
  let user: User | null = null
  if (req.user) {
    user = req.user as User
  } else if (requested.user?.relationTo === 'users' && requested.user.value !== undefined) {
    const found = await req.payload.db.findOne<User>({
      collection: 'users',
      where: { id: { equals: requested.user.value } },
      req,
    })
    if (!found) throw new Forbidden(req.t)
    user = { ...found, collection: 'users' }
  }
  // No user at all: the server's own code (seed, tests), trusted like any Local API call.
  if (user && !(await mayPublishTarget(req, user, parsed.input))) throw new Forbidden(req.t)
  const timezone = (data.input as { timezone?: unknown }).timezone
  return {
    taskSlug: 'schedulePublish',
    queue: 'default',
    waitUntil: data.waitUntil,
    input: {
      ...parsed.input,
      ...(typeof timezone === 'string' ? { timezone } : {}),
      ...(user ? { user: { relationTo: 'users', value: user.id } } : {}),
    },
  }
}

/** Its pg-boss job, once the save has committed (scheduledPublishQueue.ts). */
const queueOnPgBoss: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.taskSlug !== 'schedulePublish') return doc
  const input = doc.input as { doc?: { relationTo: string; value: string }; global?: string }
  const waitUntil = doc.waitUntil ? new Date(doc.waitUntil) : new Date()
  void sendScheduledPublishWhenCommitted(Number(doc.id), waitUntil, {
    collection: input.doc?.relationTo,
    docId: input.doc?.value,
    global: input.global,
  }).catch((error: unknown) =>
    // The minute monitor sends it later (requeueStrandedSchedules.ts).
    req.payload.logger.warn(
      `[zveřejnění] Úloha ${doc.id} zatím není ve frontě (${error instanceof Error ? error.message : String(error)}); doplní ji minutová kontrola`,
    ),
  )
  return doc
}

function withDateCheck(fields: Field[]): Field[] {
  return fields.map((field) =>
    'name' in field && field.name === 'waitUntil' && field.type === 'date'
      ? {
          ...field,
          // Checked when scheduled; Payload's runner later saves the job with it unchanged.
          validate: (value: unknown, { operation }: { operation?: string }) =>
            operation === 'create' ? validateScheduleDate(value) : true,
        }
      : field,
  )
}

/**
 * Payload's jobs, as this project uses them: scheduled publishing only, run by pg-boss
 * (src/scheduling/scheduledPublishWorker.ts), never by Payload's runner. Nobody may run, queue
 * through REST or cancel jobs, and the jobs collection accepts scheduled publications only.
 */
export const scheduledPublishJobs: JobsConfig = {
  // Done jobs stay as the record of what was published when (the dashboard's last week, and a
  // repeated pg-boss job then finds the job done instead of gone).
  deleteJobOnComplete: false,
  access: {
    run: () => false,
    cancel: () => false,
    queue: ({ req }) => isStaffUser(req.user),
  },
  jobsCollectionOverrides: ({ defaultJobsCollection }): CollectionConfig => ({
    ...defaultJobsCollection,
    access: {
      create: isStaff,
      read: ({ req }) =>
        isStaffUser(req.user) ? { taskSlug: { equals: 'schedulePublish' } } : false,
      update: () => false,
      delete: () => false,
    },
    fields: withDateCheck(defaultJobsCollection.fields),
    hooks: {
      ...defaultJobsCollection.hooks,
      beforeValidate: [
        ...(defaultJobsCollection.hooks?.beforeValidate ?? []),
        onlyPermittedSchedules,
      ],
      afterChange: [...(defaultJobsCollection.hooks?.afterChange ?? []), queueOnPgBoss],
    },
  }),
}
