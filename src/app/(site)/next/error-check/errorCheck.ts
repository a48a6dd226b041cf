/** The errors of the error-reporting check (page.tsx), thrown on purpose. */
export const ERROR_CHECK = {
  server: { param: 'server', message: 'Kontrola hlášení chyb: chyba vykreslení na serveru' },
  browser: { param: 'prohlizec', message: 'Kontrola hlášení chyb: chyba vykreslení v prohlížeči' },
} as const

/** Its own name, so the service keeps these reports apart from real errors. */
export class ErrorReportingCheck extends Error {
  override name = 'ErrorReportingCheck'
}
