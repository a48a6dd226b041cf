import {
  schedulePublishHandler,
  type SchedulePublishHandlerArgs,
} from '@payloadcms/ui/utilities/schedulePublishHandler'
import { canAccessAdmin, type ServerFunction } from 'payload'

import { validateScheduleDate } from './scheduledPublishJobs'
import { SCHEDULE_FAILED, type SchedulePublishResult } from './scheduleTime'

/**
 * The admin's "schedule-publish" server function (SchedulePublishDrawer.tsx): Payload's own
 * handler, after the time passed the rule the jobs collection applies to REST
 * (validateScheduleDate): Payload's `jobs.queue` stores the job without the collection's
 * validation, so a time in the past would be published at once. Payload's handler answers a
 * failure in English (the error is in its log); the drawer gets a Czech one.
 */
export const schedulePublishServerFunction: ServerFunction<
  SchedulePublishHandlerArgs,
  Promise<SchedulePublishResult>
> = async (args) => {
  if (args.deleteID === undefined || args.deleteID === null) {
    await canAccessAdmin({ req: args.req })
    const valid = validateScheduleDate(args.date, args.type)
    if (valid !== true) return { error: valid, field: 'date' }
  }
  const result = (await schedulePublishHandler(args)) as { error?: string; message?: string }
  return result?.error ? { error: SCHEDULE_FAILED } : { message: result?.message }
}
