/** Used where the caller passes nothing; the server passes env() values instead. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 8000
export const DEFAULT_LICENCE_CHECK_PATH = '/api/product/{productId}/can-be-bought'

/** Provider data changes outside our control, so cached reads expire on their own. */
export const PROVIDER_REVALIDATE_SECONDS = 60
