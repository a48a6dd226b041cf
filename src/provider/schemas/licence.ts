import { z } from 'zod'

export const licenceCheckResponseSchema = z.object({ can_be_bought: z.boolean() })
