import type { TextFieldSingleValidation } from 'payload'

export const ALT_TEXT_REQUIRED =
  'Vyplňte alternativní text: krátký popis toho, co je na obrázku (samé mezery nestačí).'

/**
 * A media item's alt text must say something: Payload's `required` accepts a single space, which
 * screen readers then read as nothing (the pre-publish check flags it on pages, too late).
 */
export const validateAltText: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && value.trim() !== '' ? true : ALT_TEXT_REQUIRED
