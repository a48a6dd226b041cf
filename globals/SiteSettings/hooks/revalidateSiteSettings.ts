import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags } from '@/lib/cache/cacheTags'
import { expireTags } from '@/lib/cache/expireTags'

/** Contacts and service addresses show on every page (footer): a save is on the site at once. */
export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, context }) => {
  if (context.disableRevalidate) return doc
  expireTags([cacheTags.siteSettings])
  return doc
}
