const dateFormat = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

const timeFormat = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Spec 9 formats in Prague time: "dd. MM. yyyy" and "od HH:mm". */
export function formatEventDate(date: Date): { date: string; time: string } {
  return { date: dateFormat.format(date), time: `od ${timeFormat.format(date)}` }
}
