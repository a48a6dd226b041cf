/** The words of the page shown when the site cannot render a page (database down, say). */
export const UNAVAILABLE_PAGE = {
  title: 'Stránka je dočasně nedostupná',
  message: 'Omlouváme se, stránku se teď nepodařilo načíst. Zkuste to prosím za chvíli znovu.',
  reload: 'Načíst stránku znovu',
} as const

/**
 * The same page as plain HTML, for answers that cannot wait for React: readable without
 * JavaScript, by crawlers and by people whose scripts did not load.
 */
export function unavailablePageHtml(): string {
  const { title, message, reload } = UNAVAILABLE_PAGE
  return `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | Software602</title></head><body style="margin:0;font-family:system-ui,sans-serif;color:#14213d;background:#fff"><main style="max-width:40rem;margin:15vh auto;padding:0 1.5rem"><h1 style="font-size:1.75rem">${title}</h1><p>${message}</p><p><a href="" style="color:#0b3d91;font-weight:600">${reload}</a></p></main></body></html>`
}
