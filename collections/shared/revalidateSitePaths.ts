import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

type SluggedDoc = { id: number | string; slug?: string | null }

/**
 * Hooks that drop the cached list and detail pages of a slugged collection after an edit.
 * Skipped with `context.disableRevalidate` (seed, scripts), where no Next server is running.
 */
export function revalidateSitePaths(basePath: string) {
  const drop = (paths: string[], logger: { error: (message: string) => void }) => {
    for (const path of new Set(paths)) {
      try {
        revalidatePath(path)
      } catch (error) {
        logger.error(`Revalidace ${path} selhala: ${String(error)}`)
      }
    }
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
