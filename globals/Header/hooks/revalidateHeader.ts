import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags } from '@/lib/cache/cacheTags'
import { expireTags } from '@/lib/cache/expireTags'

/** A published header shows on every page at once; a saved draft changes nothing visitors see. */
export const revalidateHeader: GlobalAfterChangeHook = ({ doc, context }) => {
  if (context.disableRevalidate || doc?._status === 'draft') return doc
  expireTags([cacheTags.header])
  return doc
}
