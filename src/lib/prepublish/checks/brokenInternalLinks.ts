import { codeRouteOwning } from '@/lib/routes/codeRoutes'
import { HOME_PATH } from '@/lib/routes/pagePath'
import { sitePathOf } from '@/lib/routes/safeSitePath'

import type { DocumentFacts, PrepublishIssue, PrepublishLookups } from '../types'

/** A site path's page path as stored in Pages (no leading or trailing slash, no query or hash). */
export function pagePathOfSitePath(value: string): string | null {
  const normalised = sitePathOf(value)
  if (normalised === null) return null
  const pathname = normalised.replace(/[?#].*$/, '')
  try {
    return decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '')
  } catch {
    return null
  }
}

/**
 * Links to pages of this site that a visitor could not open: a chosen page that was deleted or
 * is not published, or a typed site path that is neither a published page nor a code route.
 */
export function brokenInternalLinks(
  facts: Pick<DocumentFacts, 'pageLinks' | 'sitePaths'>,
  lookups: Pick<PrepublishLookups, 'pageStatus' | 'reachablePaths'>,
): PrepublishIssue[] {
  const toPages = facts.pageLinks.flatMap(({ id, path }): PrepublishIssue[] => {
    const page = lookups.pageStatus.get(String(id))
    if (!page) {
      return [{ severity: 'error', message: 'Odkaz vede na stránku, která už neexistuje.', path }]
    }
    if (!page.published) {
      const name = page.title ? ` „${page.title}“` : ''
      return [
        {
          severity: 'error',
          message: `Odkaz vede na nezveřejněnou stránku${name}.`,
          path,
        },
      ]
    }
    return []
  })
  const toPaths = facts.sitePaths.flatMap(({ value, path }): PrepublishIssue[] => {
    const pagePath = pagePathOfSitePath(value)
    if (pagePath === null) return []
    const exists =
      pagePath === '' ||
      pagePath === HOME_PATH ||
      lookups.reachablePaths.has(pagePath) ||
      codeRouteOwning(pagePath) !== null
    return exists
      ? []
      : [
          {
            severity: 'error',
            message: `Cesta ${value} nevede na žádnou zveřejněnou stránku webu.`,
            path,
          },
        ]
  })
  return [...toPages, ...toPaths]
}
