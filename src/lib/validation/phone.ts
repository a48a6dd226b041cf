import { z } from 'zod'

import { VALIDATION_MESSAGES } from './messages'

/**
 * Spec 5: optional country prefix (+ or 00 and 1-3 digits), then 9-14 digits that single spaces
 * or hyphens may group, then an optional extension ("linka 12", "ext. 12", "#12").
 */
export const PHONE_PATTERN =
  /^(?:(?:\+|00)\d{1,3}[ -]?)?\d(?:[ -]?\d){8,13}(?:\s*(?:ext\.?|linka|kl\.|x|#)\s*\d{1,6})?$/i

export const phoneSchema = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .regex(PHONE_PATTERN, VALIDATION_MESSAGES.phone)
