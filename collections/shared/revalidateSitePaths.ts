import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/lib/cms/expireTags'

type SluggedDoc = { id: number | string; slug?: string | null }

/**
 * Hooks that drop the cached list and detail pages of a slugged collection after an edit, and
 * the cached set of its published slugs (`slugsTag`): any save may publish, unpublish or rename.
 * Skipped with `context.disableRevalidate` (seed, scripts), where no Next server is running.
 */
export function revalidateSitePaths(basePath: string, slugsTag: string) {
  const drop = (paths: string[], logger: { error: (message: string) => void }) => {
    const attempt = (what: string, expire: () => void) => {
      try {
        expire()
      } catch (error) {
        logger.error(`Revalidace ${what} selhala: ${String(error)}`)
      }
    }
    attempt(slugsTag, () => expireTags([slugsTag]))
    for (const path of new Set(paths)) attempt(path, () => revalidatePath(path))
  }

  const afterChange: CollectionAfterChangeHook<SluggedDoc> = ({
    doc,
    previousDoc,
    req,
    context,
  }) => {
    if (context.disableRevalidate) return doc
    const paths = [basePath]
    if (doc.slug) paths.push(`${basePath}/${doc.slug}`)
    if (previousDoc?.slug && previousDoc.slug !== doc.slug)
      paths.push(`${basePath}/${previousDoc.slug}`)
    drop(paths, req.payload.logger)
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook<SluggedDoc> = ({ doc, req, context }) => {
    if (context.disableRevalidate) return doc
    drop([basePath, ...(doc.slug ? [`${basePath}/${doc.slug}`] : [])], req.payload.logger)
    return doc
  }

  return { afterChange, afterDelete }
}
