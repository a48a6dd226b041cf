import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { staticSecurityHeaders } from './src/lib/security/securityHeaders'

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // Types are checked once by `npm run typecheck` (CI runs it before the tests), not again here.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: staticSecurityHeaders() }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
