import { env } from '@/lib/env'
import { urlOfPagePath } from '@/lib/routes/pagePath'

/**
 * The admin's live preview and preview button open the page through the preview route, which
 * checks the editor's session and turns on draft mode (src/app/(site)/next/preview/route.ts).
 */
export function previewUrl(path: unknown): string | null {
  if (typeof path !== 'string' || !path) return null
  const target = encodeURIComponent(urlOfPagePath(path))
  return `${env().SITE_URL}/next/preview?path=${target}`
}
