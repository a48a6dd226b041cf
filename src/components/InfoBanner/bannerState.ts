/** localStorage entry holding the key of the banner a visitor closed. */
export const CLOSED_BANNER_STORAGE_KEY = 'site-602.info-banner-closed'
/** Set on <html> before the banner is parsed, so a closed banner never flashes or shifts layout. */
export const BANNER_CLOSED_ATTRIBUTE = 'data-banner-closed'

/** Changes when the announcement changes, so a new one shows again to those who closed the old. */
export function bannerKey(parts: Array<string | number | null | undefined>): string {
  let hash = 5381
  for (const char of parts.join('|')) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0
  return hash.toString(36)
}

/** Runs inline, before the banner: hides it when closed earlier or when its end date passed. */
export function hideClosedBannerScript(key: string, endsAt: number | null): string {
  return `try{if(localStorage.getItem(${JSON.stringify(CLOSED_BANNER_STORAGE_KEY)})===${JSON.stringify(key)}||${endsAt ?? 0}&&Date.now()>${endsAt ?? 0})document.documentElement.setAttribute(${JSON.stringify(BANNER_CLOSED_ATTRIBUTE)},'')}catch(e){}`
}

export function hasEnded(endsAt: number | null, now = Date.now()): boolean {
  return endsAt !== null && endsAt <= now
}
