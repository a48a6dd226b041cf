/**
 * The path of the page an enquiry form was posted from, read from the `Referer` the browser sends
 * with the post (same-origin requests carry the full URL under the site's Referrer-Policy, and
 * Next refuses cross-origin server-action posts). Both the plain form and the enhanced one post to
 * the page itself; a missing referer falls back to `/` (it only labels the enquiry's `location`).
 */
export function refererPath(referer: string | null): string {
  if (!referer) return '/'
  try {
    return new URL(referer).pathname.slice(0, 500)
  } catch {
    return '/'
  }
}
