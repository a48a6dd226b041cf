/** The company name appended to every page title. */
export const COMPANY_NAME = 'Software602'

/** Appended to a page's own name in its <title> (the site layout's title template). */
export const COMPANY_NAME_SUFFIX = ` | ${COMPANY_NAME}`

/** The <title> of `/` when the homepage has none of its own. */
export const DEFAULT_TITLE = `${COMPANY_NAME} – Jednodušeji. Digitálně.`

/** The meta description of a page that has none of its own. */
export const DEFAULT_DESCRIPTION =
  'Elektronický podpis, důvěryhodný archiv, datové schránky a digitalizace HR pro firmy i veřejnou správu.'
