/**
 * The admin's time zone (payload.config.ts `admin.timezones.defaultTimezone`) for the server
 * process's own clock. Payload formats a few admin dates on the server without a time zone, in
 * the process's zone: the version view's breadcrumb and its "Obnovit verzi" dialog
 * (@payloadcms/next 3.90.2 `views/Version/index.js` calls `formatDate` without `timezone`; the
 * same kind of bug as payloadcms/payload#12821). In UTC they read an hour or two
 * off the Prague times beside them. Our own code never formats in the process's zone
 * (src/lib/dates/ passes Europe/Prague explicitly), so only Payload's fallback changes.
 */
export const SERVER_TIME_ZONE = 'Europe/Prague'

/** Called first thing by server/main.ts, before Next or Payload formats any date. */
export function adoptAdminTimeZone(environment: NodeJS.ProcessEnv = process.env) {
  // Node resets its time-zone cache when TZ is assigned.
  environment.TZ = SERVER_TIME_ZONE
}
