import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags } from '@/lib/cache/cacheTags'
import { expireTags } from '@/lib/cache/expireTags'

/** A published footer shows on every page at once; a saved draft changes nothing visitors see. */
export const revalidateFooter: GlobalAfterChangeHook = ({ doc, context }) => {
  if (context.disableRevalidate || doc?._status === 'draft') return doc
  expireTags([cacheTags.footer])
  return doc
}
