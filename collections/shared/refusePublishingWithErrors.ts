import { ValidationError, type PayloadRequest } from 'payload'

import { checkDocument } from '@/lib/prepublish/checkDocument'
import { PUBLISH_REFUSAL_PREFIX } from '@/lib/prepublish/publishOutcomeMessage'
import type { PrepublishDocumentKind } from '@/lib/prepublish/types'

type HookArgs = {
  data: Record<string, unknown>
  originalDoc?: unknown
  req: PayloadRequest
}

/**
 * beforeChange of Pages and the Homepage: when an admin has made errors blocking (Nastavení webu
 * → Zveřejňování), publishing a document with `error` issues is refused with the list.
 * Drafts and autosaves always save; warnings never block; system writes without a user
 * (seed, migrations, jobs) are not checked.
 */
export function refusePublishingWithErrors(kind: PrepublishDocumentKind) {
  return async ({ data, originalDoc, req }: HookArgs) => {
    // Only what a signed-in person publishes: seed and content migrations publish without a user
    // (and may run before the setting's table exists).
    if (data._status !== 'published' || !req.user) return data
    const settings = await req.payload.findGlobal({
      slug: 'publishing-settings',
      select: { blockPublishingOnErrors: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!settings.blockPublishingOnErrors) return data
    const previous = typeof originalDoc === 'object' && originalDoc !== null ? originalDoc : {}
    const issues = await checkDocument(req.payload, kind, { ...previous, ...data }, req)
    const errors = issues.filter((issue) => issue.severity === 'error')
    if (errors.length === 0) return data
    throw new ValidationError(
      {
        ...(kind === 'pages' ? { collection: 'pages' } : { global: 'homepage' }),
        errors: errors.map(({ message, path }) => ({
          message: `${PUBLISH_REFUSAL_PREFIX}${message}`,
          path,
        })),
        req,
      },
      req.t,
    )
  }
}
