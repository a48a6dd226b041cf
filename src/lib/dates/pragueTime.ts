/** Calendar arithmetic in Europe/Prague without a time-zone library (Intl knows the DST rules). */
const TIME_ZONE = 'Europe/Prague'

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

interface CalendarParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

export function pragueCalendarParts(date: Date): CalendarParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const part of partsFormatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** How far Prague's wall clock is ahead of UTC at this instant (1 h in winter, 2 h in summer). */
function pragueOffsetMs(instant: number): number {
  const p = pragueCalendarParts(new Date(instant))
  const wallClockAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wallClockAsUtc - (instant - (((instant % 1000) + 1000) % 1000))
}

/** 00:00 Prague time of a calendar day; `day` may overflow (Date.UTC normalises it). */
export function pragueMidnight(year: number, month: number, day: number): Date {
  const wallClock = Date.UTC(year, month - 1, day)
  const firstGuess = wallClock - pragueOffsetMs(wallClock)
  // the offset at the guess can differ from the one at midnight itself on DST days: redo once
  return new Date(wallClock - pragueOffsetMs(firstGuess))
}

export function startOfNextPragueDay(date: Date): Date {
  const { year, month, day } = pragueCalendarParts(date)
  return pragueMidnight(year, month, day + 1)
}

/** The instant Prague's wall clock shows this date and time (the later one in the DST fold). */
export function pragueInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const wallClock = Date.UTC(year, month - 1, day, hour, minute)
  const firstGuess = wallClock - pragueOffsetMs(wallClock)
  return new Date(wallClock - pragueOffsetMs(firstGuess))
}
