import type { PayloadRequest } from 'payload'

type HookArgs = { doc: Record<string, unknown>; req: PayloadRequest }

/**
 * afterChange of pages and drafted globals: remembers who saved (autosaves included), in the same
 * transaction as the save. Saves without a signed-in user (seed, migrations, jobs) leave it as is.
 */
export function recordEditor(keyOf: (doc: Record<string, unknown>) => string) {
  return async ({ doc, req }: HookArgs) => {
    if (req.user?.collection !== 'users') return doc
    const key = keyOf(doc)
    const existing = await req.payload.find({
      collection: 'edit-records',
      where: { document: { equals: key } },
      select: { document: true },
      depth: 0,
      limit: 1,
      pagination: false,
      req,
    })
    const data = { document: key, user: req.user.id }
    const record = existing.docs[0]
    if (record) {
      await req.payload.update({ collection: 'edit-records', id: record.id, data, depth: 0, req })
    } else {
      await req.payload.create({ collection: 'edit-records', data, depth: 0, req })
    }
    return doc
  }
}
