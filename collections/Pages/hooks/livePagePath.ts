import type { PayloadRequest, RequestContext } from 'payload'

/**
 * The path at which visitors see a page (its published main row), or null when they see none.
 * `previousDoc` of a hook cannot tell: with drafts it is the newest version, often an autosave.
 */
export async function livePagePath(req: PayloadRequest, id: number): Promise<string | null> {
  const live = await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    select: { _status: true, path: true },
    req,
  })
  return live?._status === 'published' ? live.path : null
}

const contextKey = (id: number) => `livePagePathBefore:${id}`

/** Remembers, for the afterChange hook of the same save, where the page was live before it. */
export function rememberLivePathBefore(context: RequestContext, id: number, path: string | null) {
  context[contextKey(id)] = path
}

/** The live path remembered before this save; null for a new page or one that was not live. */
export function livePathBefore(context: RequestContext, id: number): string | null {
  const path = context[contextKey(id)]
  return typeof path === 'string' ? path : null
}
