/** Pages store their path without the leading slash; the homepage is stored as 'home'. */
export const HOME_PATH = 'home'

export function urlOfPagePath(path: string): string {
  return path === HOME_PATH ? '/' : `/${path}`
}

export function pagePathOfSegments(segments: string[] | undefined): string {
  return segments?.length ? segments.join('/') : HOME_PATH
}
