import type { Redirect } from '@/payload-types'

import { resolveLink } from './resolveLink'

export type RedirectTarget = { href: string; permanent: boolean }

/** Old path (with its leading slash) → where it leads now. Redirects to hidden pages are left out. */
export function redirectMap(redirects: Redirect[]): Record<string, RedirectTarget> {
  const map: Record<string, RedirectTarget> = {}
  for (const redirect of redirects) {
    // The link resolver needs a text; a redirect has none, so any non-empty one does.
    const target = resolveLink(redirect.to, redirect.from)
    if (!target || target.href === redirect.from) continue
    map[redirect.from] = { href: target.href, permanent: redirect.type !== 'temporary' }
  }
  return map
}

export function findRedirect(
  map: Record<string, RedirectTarget>,
  urlPath: string,
): RedirectTarget | null {
  return map[urlPath] ?? map[urlPath.replace(/\/+$/, '')] ?? null
}
