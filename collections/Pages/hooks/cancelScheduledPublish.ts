import type { CollectionAfterDeleteHook } from 'payload'

/**
 * A deleted page's pending scheduled publications end with it, in the same transaction, through
 * the Local API. Payload's own clean-up (deleteScheduledPublishJobs) matches the job's
 * `input.doc.value` (always a string) against the id as given, which misses numeric ids from the
 * Local API; so they are matched here by the string form of the id.
 */
export const cancelScheduledPublish: CollectionAfterDeleteHook = async ({
  id,
  collection,
  req,
}) => {
  await req.payload.delete({
    collection: 'payload-jobs',
    req,
    depth: 0,
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { 'input.doc.relationTo': { equals: collection.slug } },
        { 'input.doc.value': { equals: String(id) } },
      ],
    },
  })
}
