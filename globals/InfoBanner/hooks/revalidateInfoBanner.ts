import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags } from '@/lib/cache/cacheTags'
import { expireTags } from '@/lib/cache/expireTags'

/** A published banner shows on every page at once; a saved draft changes nothing visitors see. */
export const revalidateInfoBanner: GlobalAfterChangeHook = ({ doc, context }) => {
  if (context.disableRevalidate || doc?._status === 'draft') return doc
  expireTags([cacheTags.infoBanner])
  return doc
}
