/** The route that turns draft mode off and sends the browser back to `sitePath`. */
export function exitPreviewUrl(sitePath: string): string {
  return `/next/exit-preview?path=${encodeURIComponent(sitePath)}`
}
