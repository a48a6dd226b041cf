import type { TextFieldSingleValidation } from 'payload'

import { validateHref } from '@/lib/links/safeHref'

/**
 * The address of a rich-text link typed by hand leads only where a link field may: a path of this
 * site (the one site-path rule), an anchor, or an http(s), mailto or tel address. `javascript:`,
 * `data:` and `//host` are refused on save; the renderer filters stored links again.
 */
export const validateRichTextLinkUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as { linkType?: string } | undefined)?.linkType === 'internal') return true
  if (!value) return 'Zadejte adresu odkazu.'
  return validateHref(value)
}
