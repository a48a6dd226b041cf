import { z } from 'zod/mini'

/**
 * Provider ids arrive as numbers or strings; they are sent back exactly as received.
 * zod/mini (the e-shop store validates stored products with it, see eslint.config.mjs); the
 * classic provider schemas nest it as it is.
 */
export const providerIdSchema = z.union([z.int(), z.string().check(z.minLength(1))])
export type ProviderId = z.infer<typeof providerIdSchema>
