import { unstable_cache } from 'next/cache'

/**
 * How long a page rendered with failed data (a Czech error state instead of content) stays in
 * the cache: the page's own revalidate (60 s for provider pages, an hour for CMS sections) would
 * keep the error for that long after the failing part is back.
 */
export const DEGRADED_RENDER_REVALIDATE_SECONDS = 1

// Next has no public call that lowers the lifetime of the page being rendered; reading a cached
// value with a shorter revalidate does exactly that (a render's revalidate is the lowest of the
// cached reads it made), so the marker's value itself means nothing.
const degradedRenderMarker = unstable_cache(async () => true, ['degraded-render'], {
  revalidate: DEGRADED_RENDER_REVALIDATE_SECONDS,
})

/** Called where a render falls back to an error state: that render is cached only briefly. */
export async function markRenderDegraded(): Promise<void> {
  try {
    await degradedRenderMarker()
  } catch {
    // Outside a Next server (tests, scripts) there is no incremental cache and no page to shorten.
  }
}
