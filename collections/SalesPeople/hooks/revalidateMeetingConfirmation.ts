import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { meetingConfirmationRoute } from '@/lib/cms/meetingConfirmationPath'
import type { SalesPerson } from '@/payload-types'

function revalidate(req: PayloadRequest, slugs: Array<string | undefined>) {
  if (req.context.disableRevalidate) return
  for (const slug of new Set(slugs)) if (slug) revalidatePath(meetingConfirmationRoute(slug))
}

/** Refreshes the cached confirmation page of the person (and of the old slug after a rename). */
export const revalidateMeetingConfirmationAfterChange: CollectionAfterChangeHook<SalesPerson> = ({
  doc,
  previousDoc,
  req,
}) => {
  revalidate(req, [doc.slug, previousDoc?.slug])
  return doc
}

export const revalidateMeetingConfirmationAfterDelete: CollectionAfterDeleteHook<SalesPerson> = ({
  doc,
  req,
}) => {
  revalidate(req, [doc.slug])
  return doc
}
