import { sitePathOf } from '@/lib/routes/safeSitePath'

/**
 * A confirmation page path posted back by the form (the block renders it into the form): only a
 * path on this site (by the one site-path rule) is followed, never `//host` or a full URL, so a
 * crafted post cannot turn the form into a redirect to another site.
 */
export function safeConfirmationPath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || value.length > 500) return null
  return sitePathOf(value)
}
