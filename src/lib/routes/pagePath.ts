/**
 * Pages store their path without the leading slash. `/` is the homepage global, spoken of as 'home'
 * (no page may take that path: see src/lib/routes/codeRoutes.ts).
 */
export const HOME_PATH = 'home'

export function urlOfPagePath(path: string): string {
  return path === HOME_PATH ? '/' : `/${path}`
}

export function pagePathOfSegments(segments: string[] | undefined): string {
  return segments?.length ? segments.join('/') : HOME_PATH
}
