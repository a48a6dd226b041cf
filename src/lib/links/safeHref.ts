import { sitePathOf, SITE_ORIGIN_PLACEHOLDER } from '@/lib/routes/safeSitePath'

import { externalUrlOf } from './externalUrl'

/** Any control character or whitespace: an anchor is one printable word. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\s]/u

/** An anchor on the current page (`#cenik`), percent-encoded as the parser writes it. */
function anchorOf(value: string): string | null {
  if (value.length < 2 || value.length > 200 || UNPRINTABLE.test(value)) return null
  return new URL(value, SITE_ORIGIN_PLACEHOLDER).hash || null
}

/**
 * Where a link written by an editor may lead: a path on this site (by the one site-path rule), an
 * anchor on the page, or an allowed external address; null for anything else. Applied when
 * rendering too, so a value stored before the rules were tightened never reaches an `href` or a
 * `Location` header.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (value.startsWith('#')) return anchorOf(value)
  if (value.startsWith('/')) return sitePathOf(value)
  return externalUrlOf(value)
}

export const HREF_REFUSED =
  'Odkaz musí vést na cestu tohoto webu (/…), na kotvu (#…) nebo na adresu https://, mailto: či tel:.'

/** A rich-text value refused on save (drafts too) for one of its links. */
export const RICH_TEXT_LINK_REFUSED = `Text obsahuje nepovolený odkaz. ${HREF_REFUSED}`

/** The admin's form, for a link whose target is typed as one address (rich text). */
export function validateHref(value: unknown): true | string {
  return safeHref(value) === null ? HREF_REFUSED : true
}
