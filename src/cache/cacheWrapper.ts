/**
 * The shape of Next's `unstable_cache`, injectable so that cached readers (provider, CMS) run
 * outside Next in tests, with a pass-through or a tagged in-memory stand-in.
 */
export type CacheWrapper = <Args extends unknown[], Result>(
  load: (...args: Args) => Promise<Result>,
  keyParts: string[],
  options: { tags: string[]; revalidate?: number },
) => (...args: Args) => Promise<Result>
