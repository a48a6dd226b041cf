import { mapBlogPosts } from '../mappers/blogPost'
import { blogPostListResponseSchema } from '../schemas/blogPost'
import type { Transport } from '../transport'

/** Raw (JSON-safe) list, for the server cache. */
export async function fetchBlogPosts(transport: Transport) {
  const response = await transport.json('/api/blogpost', blogPostListResponseSchema)
  return response.data
}

export async function getBlogPosts(transport: Transport) {
  return mapBlogPosts(await fetchBlogPosts(transport))
}
