/** localStorage entry holding the key of the banner a visitor closed. */
export const CLOSED_BANNER_STORAGE_KEY = 'site-602.info-banner-closed'
/** Set on <html> before the banner is parsed, so a closed banner never flashes or shifts layout. */
export const BANNER_CLOSED_ATTRIBUTE = 'data-banner-closed'

/**
 * Runs inline, before the banner: hides it when closed earlier or when its end date passed. The
 * same text for every banner (key and end come from the script element's data attributes,
 * `bannerScriptData`), so pages rendered per request can allow it by its hash
 * (inlineScripts.ts).
 */
export const HIDE_CLOSED_BANNER_SCRIPT = `try{var d=document.currentScript.dataset,t=Number(d.bannerEndsAt);if(localStorage.getItem(${JSON.stringify(CLOSED_BANNER_STORAGE_KEY)})===d.bannerKey||t>0&&Date.now()>t)document.documentElement.setAttribute(${JSON.stringify(BANNER_CLOSED_ATTRIBUTE)},'')}catch(x){}`

/** The data attributes `HIDE_CLOSED_BANNER_SCRIPT` reads. */
export function bannerScriptData(key: string, endsAt: number | null) {
  return { 'data-banner-key': key, 'data-banner-ends-at': String(endsAt ?? 0) }
}
