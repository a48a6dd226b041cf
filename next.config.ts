import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { publicPageCacheRules } from './src/lib/http/sharedCachePolicy'

import { scopeClientHintsToAdmin } from './src/lib/security/adminClientHints'
import {
  reportingEndpointsHeader,
  siteHeaderPolicy,
  staticSecurityHeaders,
} from './src/lib/security/securityHeaders'

const dev = process.env.NODE_ENV === 'development'

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // An ETag of a page means hashing its whole HTML on every request, the largest cost of serving a
  // cached page after gzip; pages are revalidated by cache tags, not by conditional requests.
  generateEtags: false,
  reactStrictMode: true,
  // Types are checked once by `npm run typecheck` (CI runs it before the tests), not again here.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  // Pages and cached data live in memory (bounded) and, with REDIS_URL, in Redis shared by every
  // replica: src/cache/nextCacheHandler.mjs. Next's own memory cache would be a second copy.
  cacheHandler: path.resolve('src/cache/nextCacheHandler.mjs'),
  cacheMaxMemorySize: 0,
  experimental: {
    // Nothing is written to disk: a restarted server (or one pointed at another database) never
    // serves pages rendered from other data.
    isrFlushToDisk: false,
    // The outer bound of every server action body: Payload's admin server functions send a whole
    // document's form state. The site's own actions (enquiry forms) are held to 64 kB, and any
    // declared body over its limit is answered 413 before Next reads it (server/bodyLimit.ts).
    serverActions: { bodySizeLimit: '1mb' },
  },
  async rewrites() {
    // Spec route /potvrzeni-schuzky-{name}: one path segment with a fixed prefix.
    return [{ source: '/potvrzeni-schuzky-:name', destination: '/potvrzeni-schuzky/:name' }]
  },
  async headers() {
    const csp = { key: 'Content-Security-Policy', value: siteHeaderPolicy({ dev }) }
    // Site pages add their run-time part as a <meta> policy; the admin's policy, with a nonce per
    // request, is set by src/proxy.ts and replaces this one.
    return [
      { source: '/:path*', headers: [...staticSecurityHeaders(), csp, reportingEndpointsHeader] },
      ...(dev ? [] : publicPageCacheRules()),
    ]
  },
}

const payloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = payloadConfig.headers!

export default {
  ...payloadConfig,
  headers: async () => scopeClientHintsToAdmin(await payloadHeaders()),
} satisfies NextConfig
