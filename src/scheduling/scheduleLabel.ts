import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'

import type { ScheduledPublication } from './scheduledPublications'

/** "Naplánováno na 12. 1. 2027 08:00" / "Zrušení zveřejnění 12. 1. 2027 08:00" (Prague time). */
export function scheduleLabel(publication: Pick<ScheduledPublication, 'type' | 'at'>): string {
  const when = formatAdminDateTime(publication.at) ?? ''
  return publication.type === 'unpublish' ? `Zrušení zveřejnění ${when}` : `Naplánováno na ${when}`
}
