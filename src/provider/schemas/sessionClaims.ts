import { z } from 'zod/mini'

/** The claims the site reads from the session JWT (spec 3: username is the `mail` claim). */
export const sessionClaimsSchema = z.object({
  mail: z.string().check(z.minLength(1)),
  exp: z.optional(z.number()),
})
