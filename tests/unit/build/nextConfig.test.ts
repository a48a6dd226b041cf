import type { NextConfig } from 'next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * What next.config.ts asks of Sentry's `withSentryConfig` (Turbopack, as `next build` runs it),
 * checked on the composed config: a Sentry or Next upgrade that changes it fails here first.
 */
const saved = { TURBOPACK: process.env.TURBOPACK, SENTRY_RELEASE: process.env.SENTRY_RELEASE }
let config: NextConfig

beforeAll(async () => {
  process.env.TURBOPACK = 'auto' // as `next build` sets it when it builds with Turbopack
  process.env.SENTRY_RELEASE = 'unit-release-1'
  config = (await import('../../../next.config')).default
}, 30_000)
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe('next.config.ts and error reports', () => {
  it('names the build after its release: build id, bundles and the SDK', async () => {
    expect(await config.generateBuildId?.()).toBe('unit-release-1')
    expect(config.env).toMatchObject({ SITE_RELEASE: 'unit-release-1' })
    expect(config.env?._sentryRelease).toBe('unit-release-1')
  })

  it('makes source maps, no debug ids (their snippet in every script), uploads nothing yet', () => {
    expect(config.productionBrowserSourceMaps).toBe(true)
    expect(config.turbopack?.debugIds).toBe(false)
    expect(config.compiler?.runAfterProductionCompile).toBeUndefined()
    // the server SDK rewrites its frames to app:///_next/…, the address its maps are uploaded under
    expect(config.env?._sentryRewriteFramesDistDir).toBe('.next')
  })

  it('keeps the server bundle, cached pages and first scripts as they were without Sentry', () => {
    expect(config.serverExternalPackages ?? []).not.toContain('amqplib')
    expect(config.experimental?.clientTraceMetadata).toBeUndefined()
    expect(JSON.stringify(config.turbopack?.rules ?? {})).not.toContain('_sentryRouteManifest')
  })
})
