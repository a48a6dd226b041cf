import { z } from 'zod'

import { REQUIRED_MESSAGE } from './required'

export const PHONE_MESSAGE = 'Telefonní číslo je ve špatném formátu'

/**
 * Spec 5: optional country prefix (+ or 00 followed by 1-3 digits), then 9-14 digits, spaces or
 * hyphens, optional extension ("ext. 12", "kl. 12" or "#12").
 */
export const PHONE_PATTERN =
  /^(?:(?:\+|00)\d{1,3}[ -]?)?\d[\d -]{7,12}\d(?:\s*(?:ext\.?|kl\.?|#)\s*\d{1,6})?$/i

export const phoneSchema = z
  .string()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .regex(PHONE_PATTERN, PHONE_MESSAGE)
