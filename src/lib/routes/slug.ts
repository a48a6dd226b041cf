/** The last segment of a detail page's address: lower-case ASCII letters, digits, single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Whether a value can be a slug; what cannot is answered 404 without a query or a cache entry. */
export const isSlug = (value: string | null | undefined): value is string =>
  SLUG_PATTERN.test(value ?? '')
