import { startOfNextPragueDay } from '@/lib/dates/prague'

/** Spec 3: these types are upcoming; every other value, known or not, is past. */
export const UPCOMING_EVENT_TYPES = [
  'upcoming_webinar',
  'upcoming_live_conference',
  'you_will_see_us',
  'event',
] as const

export const PAST_EVENT_TYPES = ['past_webinar', 'past_live_conference'] as const

export type EventType = (typeof UPCOMING_EVENT_TYPES)[number] | (typeof PAST_EVENT_TYPES)[number]

export interface EventTiming {
  type: string
  since: Date
  until: Date | null
}

export function isUpcomingType(type: string): boolean {
  return (UPCOMING_EVENT_TYPES as readonly string[]).includes(type)
}

/**
 * Spec 4: an upcoming item stays listed until the start of the day (Prague time) after its
 * `until` date; an item without `until` ends on the day it starts.
 */
export function isStillListed(item: Pick<EventTiming, 'since' | 'until'>, now: Date): boolean {
  return now.getTime() < startOfNextPragueDay(item.until ?? item.since).getTime()
}

export function splitEvents<T extends EventTiming>(
  items: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const upcoming = items
    .filter((item) => isUpcomingType(item.type) && isStillListed(item, now))
    .sort((a, b) => a.since.getTime() - b.since.getTime())
  const past = items
    .filter((item) => !isUpcomingType(item.type))
    .sort((a, b) => b.since.getTime() - a.since.getTime())
  return { upcoming, past }
}
