/** Spec 9: related posts are the newest ones, the current post excluded. */
export function relatedBlogPosts<T extends { id: string | number; created: Date }>(
  posts: readonly T[],
  current: Pick<T, 'id'> | null,
  count: number,
): T[] {
  return posts
    .filter((post) => current === null || post.id !== current.id)
    .sort((a, b) => b.created.getTime() - a.created.getTime())
    .slice(0, Math.max(0, count))
}
