import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import type { BuildEnv } from '../../src/lib/env'

/** Where the browser scripts' source maps are kept: in the build folder, never served. */
export const HIDDEN_SOURCE_MAPS = 'sourcemaps'

/**
 * The reference a script or stylesheet ends with (before or after a script's debug id); a
 * browser would fetch the map it names.
 */
const MAP_REFERENCE =
  /\n?(?:\/\/[#@] sourceMappingURL=[^\n]*|\/\*[#@] sourceMappingURL=[^\n]*\*\/)(?=(?:\n\/\/[#@] debugId=[^\n]*)?\s*$)/

function filesUnder(folder: string, name: (file: string) => boolean): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => name(path.basename(file)))
    .map((file) => path.join(folder, file))
}

/**
 * Hidden source maps: every `.map` under `<distDir>/static` (the folder served at /_next/static)
 * moves to `<distDir>/sourcemaps/static` with the same relative path, and the scripts and
 * stylesheets lose the `sourceMappingURL` comment naming it, so a browser neither gets a map nor
 * asks for one. Error reports find their map by debug id (in the report and in the map). Returns
 * how many maps moved; postbuild fails on none (a build without maps has unreadable reports).
 */
export function hideBrowserSourceMaps(distDir: string): number {
  const served = path.join(distDir, 'static')
  const hidden = path.join(distDir, HIDDEN_SOURCE_MAPS, 'static')
  const maps = filesUnder(served, (name) => name.endsWith('.map'))
  for (const map of maps) {
    const target = path.join(hidden, path.relative(served, map))
    mkdirSync(path.dirname(target), { recursive: true })
    renameSync(map, target)
  }
  for (const file of filesUnder(served, (name) => /\.(?:m?js|css)$/.test(name))) {
    const source = readFileSync(file, 'utf8')
    const stripped = source.replace(MAP_REFERENCE, '')
    if (stripped !== source) writeFileSync(file, stripped)
  }
  return maps.length
}

export type SourceMapUpload =
  { uploaded: false; why: string } | { uploaded: true; release: string; failed: boolean }

/**
 * Creates the release in Sentry and uploads the scripts of the browser (`static/chunks`) and of
 * the server (`server`) with their maps, by debug id, through Sentry's own build plugin code
 * (the same steps `withSentryConfig` would take after compiling). Only with SENTRY_AUTH_TOKEN,
 * SENTRY_ORG and SENTRY_PROJECT: without them nothing is loaded and no request is made. An upload
 * that fails is reported and does not fail the build (the site works; its traces stay minified).
 */
export async function uploadSourceMaps(
  distDir: string,
  release: string,
  build: BuildEnv,
): Promise<SourceMapUpload> {
  if (!build.SENTRY_AUTH_TOKEN) return { uploaded: false, why: 'SENTRY_AUTH_TOKEN není nastaven' }
  const { createSentryBuildPluginManager } = await import('@sentry/bundler-plugins/core')
  const dist = path.resolve(distDir)
  let failed = false
  const manager = createSentryBuildPluginManager(
    {
      authToken: build.SENTRY_AUTH_TOKEN,
      org: build.SENTRY_ORG,
      project: build.SENTRY_PROJECT,
      url: build.SENTRY_URL,
      telemetry: false,
      release: { name: release, inject: false, create: true, finalize: true },
      sourcemaps: {
        assets: [path.join(dist, 'static/chunks/**'), path.join(dist, 'server/**')],
        // Next's generated manifests are scripts without maps.
        ignore: ['**/*_client-reference-manifest.js', '**/*-manifest.js'],
      },
      errorHandler: (error) => {
        failed = true
        console.error(`[sourcemaps] Nahrání do Sentry selhalo: ${error.message}`)
      },
    },
    { buildTool: 'site-602-postbuild', loggerPrefix: '[sourcemaps]' },
  )
  await manager.createRelease()
  await manager.uploadSourcemaps([dist])
  return { uploaded: true, release, failed }
}
