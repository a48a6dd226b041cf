/** The banner is seeded to end at least this far ahead: a freshly seeded site keeps it a while. */
const CONFERENCE_END_MARGIN_MS = 24 * 60 * 60 * 1000

/**
 * The next 23 May (the conference day), at the end of the day in Prague (23:59 CEST), that is
 * more than a day away. Compared as instants: the UTC calendar date alone still took this
 * year's end on 23 May after 21:59 UTC, and seeded a banner that had already ended.
 */
export function conferenceEnd(now = new Date()): string {
  const endIn = (year: number) => Date.UTC(year, 4, 23, 21, 59)
  const year = now.getUTCFullYear()
  const end = endIn(year) - now.getTime() > CONFERENCE_END_MARGIN_MS ? endIn(year) : endIn(year + 1)
  return new Date(end).toISOString()
}
