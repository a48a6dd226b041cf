/** Spec 9: a homepage teaser shows at most three items, centred when there are fewer. */
export const TEASER_LIMIT = 3

export type TeaserListState<T> =
  { kind: 'error' } | { kind: 'empty' } | { kind: 'list'; items: T[]; centred: boolean }

/** What a provider-backed teaser shows for a reader result (`{ data, error }`). */
export function teaserListState<T>(
  result: { data: T[]; error: string | null },
  limit = TEASER_LIMIT,
): TeaserListState<T> {
  if (result.error) return { kind: 'error' }
  const items = result.data.slice(0, limit)
  if (items.length === 0) return { kind: 'empty' }
  return { kind: 'list', items, centred: items.length < limit }
}

/** The chosen items in the marketer's order; slugs the provider does not know are skipped. */
export function pickBySlug<T extends { slug: string }>(items: T[], slugs: string[]): T[] {
  const bySlug = new Map(items.map((item) => [item.slug, item]))
  return slugs.flatMap((slug) => {
    const item = bySlug.get(slug)
    return item ? [item] : []
  })
}
