import { nullIfNotFound } from '../errors'
import { mapBlogPostDetail } from '../mappers/blogPost'
import { blogPostResponseSchema } from '../schemas/blogPost'
import type { Transport } from '../transport'

/** Raw (JSON-safe) post or null when the provider does not know the slug. */
export function fetchBlogPost(transport: Transport, slug: string) {
  return nullIfNotFound(
    transport.json(`/api/blogpost/${encodeURIComponent(slug)}`, blogPostResponseSchema),
  )
}

/** Null for an unknown slug and for a post that is not active. */
export async function getBlogPost(transport: Transport, slug: string) {
  return mapBlogPostDetail(await fetchBlogPost(transport, slug))
}
