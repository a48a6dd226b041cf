import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { pendingPublications } from '@/scheduling/scheduledPublications'
import { scheduleLabel } from '@/scheduling/scheduleLabel'

/** One query per list render (React's request cache), not one per row. */
const pendingByDocument = cache(async (payload: Payload, collection: string) => {
  const byId = new Map<string, string[]>()
  for (const publication of await pendingPublications(payload, collection)) {
    if (!('collection' in publication.target)) continue
    const labels = byId.get(publication.target.id) ?? []
    labels.push(scheduleLabel(publication))
    byId.set(publication.target.id, labels)
  }
  return byId
})

/** The list column "Naplánováno": a document's pending scheduled (un)publications, or nothing. */
export async function ScheduledPublicationCell({
  payload,
  rowData,
  collectionSlug,
}: DefaultServerCellComponentProps) {
  const labels = (await pendingByDocument(payload, collectionSlug)).get(String(rowData?.id))
  if (!labels?.length) return null
  return <span>{labels.join(' · ')}</span>
}
