import type { Payload } from 'payload'

/**
 * Payload's `jobs.queue` (what the admin's schedule drawer calls) writes the job straight to the
 * database, past the jobs collection's hooks; its `runHooks` option would route it through them
 * but also breaks `jobs.runByID`. So scheduled publications queued here are created through the
 * collection like a REST call: checked (who, what, when) and handed to pg-boss by its hooks
 * (scheduledPublishJobs.ts). Called from `onInit`.
 */
export function queueThroughJobsCollection(payload: Payload): void {
  const queue = payload.jobs.queue
  payload.jobs.queue = (async (args: Parameters<typeof queue>[0]) => {
    if (!('task' in args) || args.task !== 'schedulePublish') return queue(args)
    return payload.create({
      collection: 'payload-jobs',
      data: {
        taskSlug: 'schedulePublish',
        input: args.input as Record<string, unknown>,
        waitUntil: args.waitUntil?.toISOString(),
      },
      depth: 0,
      overrideAccess: args.overrideAccess !== false,
      ...(args.req ? { req: args.req } : {}),
    })
  }) as typeof queue
}
