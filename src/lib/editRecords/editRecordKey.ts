/** The key of a document in `edit-records`: `pages:12` or `global:homepage`. */
export const pageEditRecordKey = (id: number | string) => `pages:${id}`
export const globalEditRecordKey = (slug: string) => `global:${slug}`
