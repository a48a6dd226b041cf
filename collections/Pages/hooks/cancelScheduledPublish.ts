import type { CollectionAfterDeleteHook } from 'payload'

import { cancelScheduledPublishOf } from '@/scheduling/scheduledPublishQueue'

/**
 * A deleted page's scheduled publications end with it: Payload deletes their payload jobs
 * (deleteScheduledPublishJobs), this cancels their pg-boss jobs. A failure here only leaves a
 * pg-boss job that finds nothing to run.
 */
export const cancelScheduledPublish: CollectionAfterDeleteHook = async ({ id, collection, req }) => {
  try {
    await cancelScheduledPublishOf(collection.slug, String(id))
  } catch (error) {
    req.payload.logger.warn(
      `[zveřejnění] Naplánované úlohy smazané stránky ${id} nezrušeny: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
