/** Cache tag of the homepage global, shared by its cached reader and its revalidation hook. */
export const homepageCacheTag = 'global:homepage'
