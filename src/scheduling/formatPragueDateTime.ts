const pragueDateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** "12. 1. 2027 8:00": marketers read times on Prague's wall clock whatever the server's zone. */
export function formatPragueDateTime(value: Date | string): string {
  return pragueDateTime.format(new Date(value))
}
