import { z } from 'zod'

import { REQUIRED_MESSAGE } from './required'

export const EMAIL_MESSAGE = 'E-mail není ve správném formátu'

/** Spec 5 "standard address format": one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export const emailSchema = z
  .string()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE)
