/** Spec 2: returning from a recording to the list restores the earlier offset. */
export function restoreScroll(offset: number): void {
  window.scrollTo({ top: offset, behavior: 'instant' })
}

export const RECORDINGS_LIST_PATH = '/udalosti/zaznamy'

export function recordingSlugFromPath(pathname: string): string | null {
  const prefix = `${RECORDINGS_LIST_PATH}/`
  if (!pathname.startsWith(prefix)) return null
  const slug = decodeURIComponent(pathname.slice(prefix.length)).replace(/\/$/, '')
  return slug && !slug.includes('/') ? slug : null
}
