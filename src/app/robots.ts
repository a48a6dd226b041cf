import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

// The site's own address is known at run time, not at build time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = env()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/next/'] }],
    sitemap: new URL('/sitemap.xml', SITE_URL).href,
  }
}
