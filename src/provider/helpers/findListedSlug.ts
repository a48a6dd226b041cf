/** `decodeURIComponent` that keeps a value it cannot decode (a literal `%`). */
function decodedOrSelf(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The slug of the list item a requested slug names, or null when the list has no such item.
 * The provider compares slugs exactly (case included), so this does too; a slug that reaches us
 * still percent-encoded matches its decoded form. The returned slug is the provider's own, so the
 * detail call and its cache key are the same whichever form was requested.
 */
export function findListedSlug(
  items: readonly { slug: string }[],
  requested: string,
): string | null {
  const exact = items.find((item) => item.slug === requested)
  if (exact) return exact.slug
  const decoded = decodedOrSelf(requested)
  if (decoded === requested) return null
  return items.find((item) => item.slug === decoded)?.slug ?? null
}
