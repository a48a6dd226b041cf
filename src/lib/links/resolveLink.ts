import { urlOfPagePath } from '@/lib/routes/pagePath'

import { safeHref } from './safeHref'

/** What a link field points at: a CMS page, another site path or an external address. */
export type LinkType = 'page' | 'path' | 'url'

/** A link as the link field stores it, with its page populated (or only its id when hidden). */
export type StoredLink = {
  type?: LinkType | null
  newTab?: boolean | null
  page?: number | { path?: string | null } | null
  hash?: string | null
  path?: string | null
  url?: string | null
  label?: string | null
}

export type ResolvedLink = {
  href: string
  label: string
  /** Opens in a new tab: the editor asked for it, or it leaves the site. */
  newTab: boolean
}

const LEAVES_SITE = /^https?:\/\//

/**
 * The URL and text of a stored link, or null when it leads nowhere a visitor may go: a page that
 * is unpublished or deleted comes back from Payload as a bare id, and such a link is not shown;
 * neither is a target that is not a site path, an anchor or an allowed external address.
 */
export function resolveLink(
  link: StoredLink | null | undefined,
  fallbackLabel?: string | null,
): ResolvedLink | null {
  if (!link) return null
  const label = (link.label || fallbackLabel || '').trim()
  if (!label) return null
  let href: string | null = null
  switch (link.type ?? 'page') {
    case 'page': {
      const path = typeof link.page === 'object' ? link.page?.path : null
      if (path) href = urlOfPagePath(path) + (link.hash ? `#${link.hash}` : '')
      break
    }
    case 'path':
      href = link.path || null
      break
    case 'url':
      href = link.url || null
      break
  }
  // Filtered again here: a value stored before the rules were tightened must not reach an href.
  href = safeHref(href)
  if (!href) return null
  return { href, label, newTab: Boolean(link.newTab) || LEAVES_SITE.test(href) }
}

/** The URL of a page relationship, or null while the page is unpublished or deleted (bare id). */
export function resolvePageHref(page: number | { path?: string | null } | null | undefined) {
  return typeof page === 'object' && page?.path ? urlOfPagePath(page.path) : null
}
