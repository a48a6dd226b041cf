import { z } from 'zod'

export const sessionExchangeResponseSchema = z.object({ token: z.string().min(1) })

/** The claims the site reads from the session JWT (spec 3: username is the `mail` claim). */
export const sessionClaimsSchema = z.object({
  mail: z.string().min(1),
  exp: z.number().optional(),
})
