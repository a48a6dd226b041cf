/** How to reach the company when a form cannot be sent (spec 2, footer {phone} and {email}). */
export const COMPANY_PHONE = '+420 222 011 602'
export const COMPANY_PHONE_HREF = 'tel:+420222011602'
export const COMPANY_EMAIL = 'info@602.cz'
