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
 * The comment a script or stylesheet ends with (before a debug id, when a build makes them),
 * naming its map: a browser would fetch it.
 */
const MAP_REFERENCE =
  /\n?(?:\/\/[#@] sourceMappingURL=([^\s]*)|\/\*[#@] sourceMappingURL=([^\s]*?)\s*\*\/)(?=(?:\n\/\/[#@] debugId=[^\n]*)?\s*$)/

/**
 * The file of a script's source map: the one its `sourceMappingURL` comment names (Turbopack names
 * a browser chunk's map after the map's own hash, not the chunk's), else `<script>.map`.
 */
export function sourceMapFileOf(script: string, source: string): string {
  const match = MAP_REFERENCE.exec(source.slice(-1000))
  const named = match?.[1] ?? match?.[2]
  return named && !named.startsWith('data:')
    ? path.join(path.dirname(script), decodeURIComponent(named))
    : `${script}.map`
}

function filesUnder(folder: string, name: (file: string) => boolean): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => name(path.basename(file)))
    .map((file) => path.join(folder, file))
}

/**
 * Hidden source maps: each script and stylesheet under `<distDir>/static` (the folder served at
 * /_next/static) loses the `sourceMappingURL` comment naming its map, and the map moves to
 * `<distDir>/sourcemaps/static/<the script's path>.map`: a browser neither gets a map nor asks
 * for one, and whoever reads a report finds the map by the script's name. Returns how many maps
 * moved; postbuild fails on none (a build without maps has unreadable reports).
 */
export function hideBrowserSourceMaps(distDir: string): number {
  const served = path.join(distDir, 'static')
  const hidden = path.join(distDir, HIDDEN_SOURCE_MAPS, 'static')
  const move = (from: string, to: string) => {
    mkdirSync(path.dirname(to), { recursive: true })
    renameSync(from, to)
  }
  let moved = 0
  for (const file of filesUnder(served, (name) => /\.(?:m?js|css)$/.test(name))) {
    const source = readFileSync(file, 'utf8')
    const stripped = source.replace(MAP_REFERENCE, '')
    if (stripped === source) continue
    const map = sourceMapFileOf(file, source)
    if (existsSync(map)) {
      move(map, path.join(hidden, `${path.relative(served, file)}.map`))
      moved += 1
    }
    writeFileSync(file, stripped)
  }
  // maps no script names (none expected): out of the served folder all the same
  for (const map of filesUnder(served, (name) => name.endsWith('.map'))) {
    move(map, path.join(hidden, path.relative(served, map)))
    moved += 1
  }
  return moved
}

export type SourceMapUpload =
  { uploaded: false; why: string } | { uploaded: true; release: string; failed: boolean }

/**
 * Creates the release in Sentry and uploads the scripts of the browser and of the server with
 * their maps (`sentry-cli`), under the addresses the SDK gives their frames: `app:///_next/static/
 * chunks/…` (browser) and `app:///_next/server/…` (server), matched by Sentry with the report's
 * release (Next's build id). Run after every change to the scripts. Only with SENTRY_AUTH_TOKEN,
 * SENTRY_ORG and SENTRY_PROJECT: without them nothing is loaded and no request is made. An upload
 * that fails is reported and does not fail the build (the site works; its traces stay minified).
 */
export async function uploadSourceMaps(
  distDir: string,
  release: string,
  build: BuildEnv,
): Promise<SourceMapUpload> {
  if (!build.SENTRY_AUTH_TOKEN) return { uploaded: false, why: 'SENTRY_AUTH_TOKEN is not set' }
  const { default: SentryCli } = await import('@sentry/cli')
  const cli = new SentryCli(null, {
    authToken: build.SENTRY_AUTH_TOKEN,
    org: build.SENTRY_ORG,
    project: build.SENTRY_PROJECT,
    url: build.SENTRY_URL,
  })
  try {
    await cli.releases.new(release)
    await cli.releases.uploadSourceMaps(release, {
      include: [
        { paths: [path.join(distDir, 'static/chunks')], urlPrefix: '~/_next/static/chunks' },
        { paths: [path.join(distDir, 'server')], urlPrefix: '~/_next/server' },
      ],
      // Next's generated manifests are scripts without maps.
      ignore: ['*_client-reference-manifest.js', '*-manifest.js'],
      rewrite: true,
      live: 'rejectOnError',
    })
    await cli.releases.finalize(release)
    return { uploaded: true, release, failed: false }
  } catch (error) {
    console.error(
      `[sourcemaps] upload to Sentry failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return { uploaded: true, release, failed: true }
  }
}
