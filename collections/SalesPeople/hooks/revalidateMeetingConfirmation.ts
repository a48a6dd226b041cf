import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { cacheTags } from '@/cache/cacheTags'
import { expireTagsAfterCommit } from '@/cache/invalidation/expireTags'
import type { SalesPerson } from '@/payload-types'

async function revalidate(req: PayloadRequest, slugs: Array<string | undefined>) {
  if (req.context.disableRevalidate) return
  await expireTagsAfterCommit(
    req,
    slugs.filter((slug): slug is string => Boolean(slug)).map(cacheTags.salesPerson),
  )
}

/** Refreshes the cached confirmation page of the person (and of the old slug after a rename). */
export const revalidateMeetingConfirmationAfterChange: CollectionAfterChangeHook<
  SalesPerson
> = async ({ doc, previousDoc, req }) => {
  await revalidate(req, [doc.slug, previousDoc?.slug])
  return doc
}

export const revalidateMeetingConfirmationAfterDelete: CollectionAfterDeleteHook<
  SalesPerson
> = async ({ doc, req }) => {
  await revalidate(req, [doc.slug])
  return doc
}
