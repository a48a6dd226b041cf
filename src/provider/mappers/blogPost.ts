import type { RawBlogPost } from '../schemas/blogPost'

export function isActiveBlogPost(raw: RawBlogPost): boolean {
  return raw.status === 'active'
}

export function mapBlogPost(raw: RawBlogPost) {
  return {
    id: raw.id,
    slug: raw.slug,
    title: raw.title,
    perex: raw.perex ?? '',
    bodyHtml: raw.body ?? '',
    imageUrl: raw.image?.url ?? null,
    imageAlt: raw.image?.alt ?? raw.title,
    created: new Date(raw.created),
    tags: raw.tags.map((tag) => ({ id: tag.id, slug: tag.slug ?? null, name: tag.name })),
  }
}

export type BlogPost = ReturnType<typeof mapBlogPost>

/** Spec 3 and 5: only active posts are shown; the provider's order is kept. */
export function mapBlogPosts(raw: readonly RawBlogPost[]): BlogPost[] {
  return raw.filter(isActiveBlogPost).map(mapBlogPost)
}

/** A post that is not active does not exist for visitors. */
export function mapBlogPostDetail(raw: RawBlogPost | null): BlogPost | null {
  return raw && isActiveBlogPost(raw) ? mapBlogPost(raw) : null
}
