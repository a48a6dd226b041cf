import { formatDate, formatFromTime, formatTime } from './formatPragueDate'

export interface EventScheduleInput {
  since: Date
  until: Date | null
}

export interface EventSchedule {
  /** `dd. MM. yyyy`, or `dd. MM. yyyy – dd. MM. yyyy` for an event over several days. */
  date: string
  /** `HH:mm – HH:mm` when it ends the same day, else `od HH:mm`. */
  time: string
  multiDay: boolean
}

/** How an event's dates read on cards and detail pages (spec 9 formats, Prague time). */
export function eventSchedule({ since, until }: EventScheduleInput): EventSchedule {
  const startDay = formatDate(since)
  if (!until) return { date: startDay, time: formatFromTime(since), multiDay: false }
  const endDay = formatDate(until)
  if (endDay !== startDay) {
    return { date: `${startDay} – ${endDay}`, time: formatFromTime(since), multiDay: true }
  }
  return { date: startDay, time: `${formatTime(since)} – ${formatTime(until)}`, multiDay: false }
}
