import { sitePathOf } from './safeSitePath'

/**
 * The admin's `redirect` parameter (login, logout: where to go once signed in) must be a path on
 * this site by the one rule for such values (safeSitePath.ts). Payload's own check
 * (`getSafeRedirect`) lets through characters a `Location` header cannot carry:
 * `/admin/login?redirect=/%E2%80%8B/evil.example`, signed in, was a 500.
 *
 * Returns the relative address (path and query) to send the browser to instead, with the value
 * in the rule's normalised form (ASCII, percent-encoded) or without it when it is no site path;
 * null when the address is fine as it is. The normalised value is checked to be its own
 * normal form, so the answer can never redirect to itself again.
 */
export function cleanedAdminRedirect(url: URL): string | null {
  const values = url.searchParams.getAll('redirect')
  if (values.length === 0) return null
  const normal = values.length === 1 ? sitePathOf(values[0]) : null
  const kept = normal !== null && sitePathOf(normal) === normal ? normal : null
  if (kept !== null && kept === values[0]) return null
  const search = new URLSearchParams(url.search)
  search.delete('redirect')
  if (kept !== null) search.set('redirect', kept)
  const query = search.toString()
  return `${url.pathname}${query ? `?${query}` : ''}`
}
