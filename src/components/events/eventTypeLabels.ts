/** Czech names of the event types of spec 3; unknown past types read as a recording. */
const LABELS: Record<string, string> = {
  upcoming_webinar: 'Webinář',
  upcoming_live_conference: 'Živá konference',
  you_will_see_us: 'Uvidíte nás',
  event: 'Akce',
  past_webinar: 'Záznam webináře',
  past_live_conference: 'Záznam konference',
}

export function eventTypeLabel(type: string): string {
  return LABELS[type] ?? 'Záznam'
}
