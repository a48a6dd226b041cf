import {
  APIError,
  Forbidden,
  type FieldHook,
  type CollectionConfig,
  type Config,
  type Field,
} from 'payload'

import { isStaff } from '@/access/isStaff'
import { isStaffUser } from '@/lib/auth/isStaffUser'
import { env } from '@/lib/env'
import { runsBackgroundWork } from '@/lib/processRole'
import type { User } from '@/payload-types'

import { exampleScheduleTime } from './czechDateTime'
import { holdsRunnerLock } from './runnerLock'
import {
  canonicalId,
  INVALID_SCHEDULE_ID,
  mayPublishTarget,
  parseScheduleInput,
} from './scheduleTargetAccess'
import { isSchedulableTime, pastScheduleTimeMessage, SCHEDULE_CLOCK_SKEW_MS } from './scheduleTime'

type JobsConfig = NonNullable<Config['jobs']>

/** Years a scheduled time may fall in: anything else is a typo, not a plan. */
const EARLIEST_YEAR = 2000
const LATEST_YEAR = 2100

export const invalidScheduleDate = (now: Date) =>
  `Datum a čas zveřejnění nejsou platné. Zadejte je např. jako ${exampleScheduleTime(now)}.`

/**
 * A schedule's time as it is stored: a date of these years, not more than the clock-skew
 * tolerance in the past (scheduleTime.ts). The REST API and the drawer's server function
 * (schedulePublishServerFunction.ts) answer with this Czech reason.
 */
export function validateScheduleDate(
  value: unknown,
  type: string | undefined,
  now = new Date(),
): true | string {
  if (value === null || value === undefined || value === '') return invalidScheduleDate(now)
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null
  if (!date || Number.isNaN(date.getTime())) return invalidScheduleDate(now)
  const year = date.getUTCFullYear()
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return invalidScheduleDate(now)
  return isSchedulableTime(date, now, SCHEDULE_CLOCK_SKEW_MS) ? true : pastScheduleTimeMessage(type)
}

/** What a created job may say besides its input; the rest (done, failed, claimed…) is Payload's. */
const SETTABLE = new Set(['input', 'taskSlug', 'waitUntil'])

/**
 * Only scheduled publications may be stored, of a page or global the scheduling user may
 * publish, in that user's name: the REST API always stores the request's own user. A Local API
 * create without a request user but with `input.user` is checked in that user's name. A hook of
 * the `input` field rather than of the collection: Payload warns at every start about
 * jobs-collection hooks, which its runner skips without `jobs.runHooks` (see below).
 */
const onlyPermittedSchedules: FieldHook = async ({ data, siblingData, req, operation, value }) => {
  if (operation !== 'create') return value
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
    // Only a canonical id reaches the query (a `"0x78"` would be read by the database its way).
    const userId = canonicalId(requested.user.value)
    if (userId === undefined) throw new APIError(INVALID_SCHEDULE_ID, 400, undefined, true)
    const found = await req.payload.db.findOne<User>({
      collection: 'users',
      where: { id: { equals: userId } },
      req,
    })
    if (!found) throw new Forbidden(req.t)
    user = { ...found, collection: 'users' }
  }
  // No user at all: the server's own code (seed, tests), trusted like any Local API call.
  if (user && !(await mayPublishTarget(req, user, parsed.input))) throw new Forbidden(req.t)
  for (const key of Object.keys(siblingData)) {
    if (!SETTABLE.has(key)) delete (siblingData as Record<string, unknown>)[key]
  }
  siblingData.queue = 'default'
  return {
    ...parsed.input,
    ...(user ? { user: { relationTo: 'users', value: user.id } } : {}),
  }
}

function withScheduleChecks(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'date' && field.name === 'waitUntil') {
      return {
        ...field,
        // Checked when scheduled; Payload's runner later saves the job with it unchanged.
        validate: (
          value: unknown,
          { operation, siblingData }: { operation?: string; siblingData?: Record<string, unknown> },
        ) =>
          operation === 'create'
            ? validateScheduleDate(
                value,
                (siblingData?.input as { type?: string } | undefined)?.type,
              )
            : true,
      }
    }
    if (field.type === 'json' && field.name === 'input') {
      return {
        ...field,
        hooks: {
          ...field.hooks,
          beforeValidate: [...(field.hooks?.beforeValidate ?? []), onlyPermittedSchedules],
        },
      }
    }
    return field
  })
}

/**
 * Every second (a cron with seconds): a publication goes live within about a second of its
 * minute. Web replicas get no cron at all.
 */
const EVERY_SECOND = '* * * * * *'

/**
 * Payload's jobs, as this project uses them: scheduled publishing only, run by Payload's own
 * runner in the one process that holds the runner lock (runnerLock.ts) among those whose role
 * runs background work. Nobody may run or cancel jobs over HTTP, and the jobs collection accepts
 * scheduled publications only.
 */
export const scheduledPublishJobs: JobsConfig = {
  autoRun: () =>
    runsBackgroundWork(env().PROCESS_ROLE) ? [{ cron: EVERY_SECOND, queue: 'default' }] : [],
  shouldAutoRun: (payload) =>
    runsBackgroundWork(env().PROCESS_ROLE) ? holdsRunnerLock(payload) : false,
  // `runHooks` stays off: with it, the runner saves each task's log through the collection, and
  // its `log: { $push }` update fails the collection's validation ("The following field is
  // invalid: Status > Log"; payload 3.90), so no job would ever complete. Hence the checks below
  // run for REST only; the drawer (`payload.jobs.queue`, a staff-only server function that
  // stores the signed-in editor as `input.user`) has its time checked by the same rule in that
  // server function (schedulePublishServerFunction.ts) and its target when the job runs: Payload's
  // task publishes with that editor's own rights and fails, visibly on the dashboard, without them.
  // Done jobs stay as the record of what was published when (the dashboard's last week).
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
    fields: withScheduleChecks(defaultJobsCollection.fields),
  }),
}
