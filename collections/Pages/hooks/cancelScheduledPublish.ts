import type { CollectionAfterDeleteHook } from 'payload'

import { cancelScheduledPublishOf } from '@/scheduling/scheduledPublishQueue'

/**
 * A deleted page's scheduled publications end with it. Payload's own clean-up
 * (deleteScheduledPublishJobs) matches the job's `input.doc.value` (always a string) against the
 * id as given, which misses numeric ids from the Local API, so the pending jobs are deleted here
 * too, in the same transaction; then their pg-boss jobs are cancelled. A failure of the latter
 * only leaves a pg-boss job that finds nothing to run.
 */
export const cancelScheduledPublish: CollectionAfterDeleteHook = async ({
  id,
  collection,
  req,
}) => {
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
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
  try {
    await cancelScheduledPublishOf(collection.slug, String(id))
  } catch (error) {
    req.payload.logger.warn(
      `[zveřejnění] Naplánované úlohy smazané stránky ${id} nezrušeny: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
