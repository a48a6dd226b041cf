import { getSiteSettings } from '@/cms/getGlobals'
import { type ResolvedLink, resolveLink, type StoredLink } from '@/lib/links/resolveLink'

/**
 * The block's own link, or — while it has none (or its page is not published) — the online
 * signing site of the site settings (spec 2, homepage: stripe and video).
 */
export async function linkOrSigningSite(
  link: StoredLink | null | undefined,
  label: string,
): Promise<ResolvedLink | null> {
  return (
    resolveLink(link, label) ??
    resolveLink({ type: 'url', url: (await getSiteSettings())?.signingSiteUrl }, label)
  )
}
