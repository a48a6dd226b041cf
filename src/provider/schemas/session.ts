import { z } from 'zod'

export const sessionExchangeResponseSchema = z.object({ token: z.string().min(1) })
