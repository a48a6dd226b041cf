/** The company name appended to every page title. */
export const COMPANY_NAME = 'Software602'
