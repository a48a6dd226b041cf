import { z } from 'zod'

import { VALIDATION_MESSAGES } from './messages'

/** Spec 5: a standard address format (zod's e-mail rule). */
export const emailSchema = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .pipe(z.email(VALIDATION_MESSAGES.email))
