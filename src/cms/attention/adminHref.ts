/** Edit views of the admin (Payload's default `/admin` route). */
export const pageEditHref = (id: number | string) => `/admin/collections/pages/${id}`
export const globalEditHref = (slug: string) => `/admin/globals/${slug}`
export const leadEditHref = (id: number | string) => `/admin/collections/leads/${id}`
