import { z } from 'zod/mini'

/**
 * Provider ids arrive as numbers or strings; they are sent back exactly as received.
 * zod/mini: the e-shop's browser store validates stored products with it, and the classic API
 * would add ~25 KB gzip to every e-shop page's first load. Classic schemas nest it as they are.
 */
export const providerIdSchema = z.union([z.int(), z.string().check(z.minLength(1))])
export type ProviderId = z.infer<typeof providerIdSchema>
