import { urlOfPagePath } from '@/lib/routes/pagePath'

import { safeHref } from './safeHref'

/** The fields of a stored rich-text link (or auto link) node. */
export type RichTextLinkFields = {
  doc?: { relationTo: string; value: unknown } | null
  linkType?: string
  url?: string
  newTab?: boolean
}

/**
 * Where a rich-text link leads; null for an internal link whose page a visitor cannot see, and for
 * a typed address that is not a site path, an anchor or an allowed external address (a link
 * stored before the editor refused them), which then renders as plain text.
 */
export function richTextHref(fields: RichTextLinkFields | null | undefined): string | null {
  if (fields?.linkType !== 'internal') return safeHref(fields?.url)
  const value = fields.doc?.value
  if (fields.doc?.relationTo === 'pages' && value && typeof value === 'object' && 'path' in value) {
    return typeof value.path === 'string' ? safeHref(urlOfPagePath(value.path)) : null
  }
  return null
}
