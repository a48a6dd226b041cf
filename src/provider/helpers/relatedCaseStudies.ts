/** Spec 9: related case studies are picked at random, the current one excluded. */
export function relatedCaseStudies<T extends { slug: string }>(
  list: readonly T[],
  currentSlug: string | null,
  count: number,
  random: () => number = Math.random,
): T[] {
  const candidates = list.filter((item) => item.slug !== currentSlug)
  // Fisher-Yates: every order equally likely for a uniform `random`
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const swapped = candidates[i] as T
    candidates[i] = candidates[j] as T
    candidates[j] = swapped
  }
  return candidates.slice(0, Math.max(0, count))
}
