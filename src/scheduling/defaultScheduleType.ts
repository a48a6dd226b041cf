export type ScheduleType = 'publish' | 'unpublish'

/**
 * The schedule drawer's preselected action: unpublishing only for a document that is published
 * with nothing newer waiting; a draft, a never-published document or pending changes get
 * "Zveřejnit". (Payload preselects unpublishing whenever no newer version is counted, which
 * a never-published page has not.)
 */
export function defaultScheduleType(document: {
  hasPublishedDoc: boolean
  unpublishedVersionCount: number
}): ScheduleType {
  return document.hasPublishedDoc && document.unpublishedVersionCount === 0
    ? 'unpublish'
    : 'publish'
}
