/**
 * How far in the past a schedule may be when it is stored: the moment between the click and the
 * save, and a browser clock a little behind the server's. Anything older is a mistake, which
 * Payload's runner would carry out at once ("zveřejněno hned, čas už uplynul" on the dashboard).
 */
export const SCHEDULE_CLOCK_SKEW_MS = 60_000

/** What the editor reads when the time typed has already passed; the admin's publish button is "Zveřejnit změny". */
export function pastScheduleTimeMessage(type: string | undefined): string {
  return type === 'unpublish'
    ? 'Tento čas už uplynul. Zadejte čas v budoucnu.'
    : 'Tento čas už uplynul. Zadejte čas v budoucnu, nebo změny zveřejněte hned tlačítkem Zveřejnit změny.'
}

/**
 * Whether `date` may be scheduled at `now`: strictly in the future for the drawer (tolerance 0),
 * within SCHEDULE_CLOCK_SKEW_MS of now where the job is stored.
 */
export function isSchedulableTime(date: Date, now: Date, toleranceMs = 0): boolean {
  return date.getTime() > now.getTime() - toleranceMs
}

/** What the drawer's server function answers (schedulePublishServerFunction.ts): errors in Czech,
 * `field: 'date'` when the time itself is refused. */
export type SchedulePublishResult = { message?: string } | { error: string; field?: 'date' }

export const SCHEDULE_FAILED = 'Naplánovat se nepodařilo. Zkuste to prosím znovu.'
