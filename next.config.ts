import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import { withSentryConfig } from '@sentry/nextjs/config'
import type { NextConfig } from 'next'

import { releaseOfThisBuild } from './src/lib/release/buildRelease'

import { publicPageCacheRules } from './src/lib/http/sharedCachePolicy'

import { scopeClientHintsToAdmin } from './src/lib/security/adminClientHints'
import { reportingEndpointsHeader, staticSecurityHeaders } from './src/lib/security/securityHeaders'

const dev = process.env.NODE_ENV === 'development'
// One name for this build: Next's build id (.next/BUILD_ID → public/version.json), the `release`
// of every error report, and the release its source maps are uploaded to (src/lib/release/).
const release = dev ? undefined : releaseOfThisBuild()

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
  ...(release && {
    generateBuildId: () => release,
    // A constant of the build in the server and browser bundles (src/lib/release/builtRelease.ts).
    env: { SITE_RELEASE: release },
  }),
  // Source maps of the browser's scripts, for readable stack traces in error reports: generated
  // here, uploaded by scripts/postbuild.ts when SENTRY_AUTH_TOKEN is set, and moved out of the
  // served folder by it in every build (a request for /_next/static/**/*.map is a 404).
  productionBrowserSourceMaps: true,
  // No debug ids: Turbopack would start every script with a snippet that registers its id, 1.5 to
  // 2 KB gzip of first-load JS a page (bench:js). Sentry matches frames to the maps uploaded for
  // the report's release by address instead (scripts/lib/sourceMaps.ts).
  turbopack: { debugIds: false },
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
    // The Content-Security-Policy names the deployment's origins, so the site's server sets it at
    // run time (src/lib/security/deploymentPolicy.ts); the admin's, with a nonce per request,
    // comes from src/proxy.ts and replaces it.
    return [
      { source: '/:path*', headers: [...staticSecurityHeaders(), reportingEndpointsHeader] },
      ...(dev ? [] : publicPageCacheRules()),
    ]
  },
}

const payloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = payloadConfig.headers!

/**
 * Sentry's own build settings for Next with Turbopack: the release and the SDK's build-time values
 * (among them the rewrite of server frames to `app:///_next/server/…`, the addresses the server's
 * maps are uploaded under). Nothing is uploaded here: scripts/postbuild.ts uploads after it has
 * changed the scripts (the compile hints shift every line by one; a map uploaded before that
 * would point a line off), only with SENTRY_AUTH_TOKEN, and without it the build makes no request
 * at all (no telemetry either).
 */
const sentryConfig = withSentryConfig(payloadConfig, {
  release: { name: release, create: false, finalize: false },
  useRunAfterProductionCompileHook: false,
  telemetry: false,
  silent: true,
  // A list of every route in the first script of every page; the SDK's route names are not needed.
  routeManifestInjection: false,
  // Navigations are traced by the browser SDK once it runs (src/lib/errorReporting/): its hook in
  // instrumentation-client.ts would put the whole SDK into every page's first scripts.
  suppressOnRouterTransitionStartWarning: true,
})

export default {
  ...sentryConfig,
  // As before Sentry's settings: it adds the database, Redis and GraphQL clients to the server's
  // externals (for its tracing of them) and trace <meta> tags to rendered pages, which would
  // then be kept in cached pages and shared by every visitor. Neither is wanted here.
  serverExternalPackages: payloadConfig.serverExternalPackages,
  experimental: { ...sentryConfig.experimental, clientTraceMetadata: undefined },
  headers: async () => scopeClientHintsToAdmin(await payloadHeaders()),
} satisfies NextConfig
