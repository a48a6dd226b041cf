import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

/** Creates the document unless one matching `where` exists; returns the existing or new one. */
export async function ensureDocument<TSlug extends CollectionSlug>(
  payload: Payload,
  collection: TSlug,
  where: Where,
  data: RequiredDataFromCollectionSlug<TSlug>,
) {
  const existing = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0]
  return payload.create({
    collection,
    data,
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
