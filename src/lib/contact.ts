/**
 * Left only for `src/components/leads/`, which is being replaced by CMS pages: everything else
 * reads the company's contacts from the site settings (`getSiteSettings`). Delete with it.
 */
export const COMPANY_PHONE = '+420 222 011 602'
export const COMPANY_PHONE_HREF = 'tel:+420222011602'
export const COMPANY_EMAIL = 'info@software602.cz'
