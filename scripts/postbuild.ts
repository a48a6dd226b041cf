/**
 * Completes the standalone server after `next build`: Next leaves static assets and `public/`
 * outside `.next/standalone`, and the server there (used by `npm start` and Docker) needs both;
 * the site's own processes (server/*.ts, the provider sandbox) are bundled beside Next's server
 * (scripts/lib/standaloneServer.ts). The browser's source maps are uploaded (with
 * SENTRY_AUTH_TOKEN) and moved out of the served folder.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

import { build } from 'esbuild'

import { parseBuildEnv } from '../src/lib/env'
import { CZECH_DICTIONARY_DIR } from '../src/search/text/czechDictionary'
import { addCompileHints } from './lib/compileHints'
import { missingLoadableChunks } from './lib/loadableManifests'
import { precompressStaticAssets } from './lib/precompressStaticAssets'
import { HIDDEN_SOURCE_MAPS, hideBrowserSourceMaps, uploadSourceMaps } from './lib/sourceMaps'
import { STANDALONE_DIR, STANDALONE_SERVER } from './lib/standaloneServer'

const standalone = STANDALONE_DIR
if (!existsSync(standalone)) throw new Error('.next/standalone is missing: did `next build` run?')

// A page must never preload a chunk the build did not emit (see scripts/lib/loadableManifests.ts).
const { manifests, missing } = missingLoadableChunks('.next')
if (manifests === 0) {
  throw new Error(
    'The build has no react-loadable-manifest.json: the chunk preload check verified nothing.',
  )
}
if (missing.length > 0) {
  throw new Error(
    `Pages would preload chunks the build did not emit (404):\n  ${missing.join('\n  ')}`,
  )
}

// Before the copies and the brotli files below: the scripts every page runs at start, and the
// error-reporting SDK's, are compiled off the main thread (scripts/lib/compileHints.ts).
const compileHints = addCompileHints('.next')
if (compileHints.scripts.length === 0) {
  throw new Error(
    'The build has no scripts run at page load (build-manifest.json, page manifests): the compile hints would be missing.',
  )
}
if (compileHints.reportingSdk.length === 0) {
  throw new Error(
    'The build has no chunk of the error-reporting SDK (no SDK_CHUNK_MARK): the compile hints would be missing.',
  )
}

// Spec 7: browsers poll /version.json and reload when `c` (this build's id) changes. The build id
// is also the release of the error reports (next.config.ts, src/lib/release/).
const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim()
mkdirSync('public', { recursive: true })
writeFileSync('public/version.json', `${JSON.stringify({ c: buildId })}\n`)

// After the compile hints (they move the scripts a line down, and their maps with them): the
// uploaded maps must match the scripts as served. Then the maps leave the served folder.
const upload = await uploadSourceMaps('.next', buildId, parseBuildEnv(process.env))
const hiddenMaps = hideBrowserSourceMaps('.next')
if (hiddenMaps === 0) {
  throw new Error(
    'The build has no source maps of browser scripts (productionBrowserSourceMaps in next.config.ts?): browser errors would be unreadable.',
  )
}

const copies: Array<[from: string, to: string]> = [
  ['.next/static', `${standalone}/.next/static`],
  ['public', `${standalone}/public`],
]
for (const [from, to] of copies) {
  rmSync(to, { recursive: true, force: true })
  if (existsSync(from)) cpSync(from, to, { recursive: true })
}
// The search's Czech dictionary is read from files at run time (src/search/text/czechDictionary.ts),
// which no bundle imports, so neither Next's tracing nor esbuild brings it: it is copied to where
// the processes look for it, their working directory's node_modules.
for (const file of ['index.aff', 'index.dic', 'license']) {
  const from = `${CZECH_DICTIONARY_DIR}/${file}`
  if (!existsSync(from)) throw new Error(`${from} is missing: is dictionary-cs installed?`)
  mkdirSync(`${standalone}/${CZECH_DICTIONARY_DIR}`, { recursive: true })
  cpSync(from, `${standalone}/${CZECH_DICTIONARY_DIR}/${file}`)
}
// Plain node runs every process of the image (no tsx, no npm, no compiler between a signal and
// the code that handles it). The web server keeps `next` external: the copy the standalone
// build traced. The other roles carry what they use; shared code goes into common chunks.
const nodeBundle = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // CommonJS code in the bundle may still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module';const require = __bundleRequire(import.meta.url);",
  },
  logLevel: 'warning',
} as const
await build({
  ...nodeBundle,
  entryPoints: ['server/main.ts'],
  outfile: STANDALONE_SERVER,
  external: ['next', 'next/*'],
})
const roles = await build({
  ...nodeBundle,
  metafile: true,
  entryPoints: {
    worker: 'server/worker.ts',
    migrate: 'server/migrate.ts',
    health: 'server/health.ts',
    sandbox: 'sandbox/main.ts',
  },
  outdir: STANDALONE_DIR,
  // The worker's error reports name this build's release, whatever folder it runs in.
  define: { 'process.env.SITE_RELEASE': JSON.stringify(buildId) },
  splitting: true,
  chunkNames: 'server-chunks/[name]-[hash]',
  // Native addons: sharp (image processing) is traced into the standalone node_modules by
  // Next; pg-native is an optional driver pg loads only when asked to.
  external: ['sharp', 'pg-native'],
})
// The roles load the CMS configuration in plain Node, outside Next: a module in its graph that
// needs Next's runtime (next/server at the top of a collection's file, say) would stop the worker
// at start. Loaded here with placeholder settings, so the build fails instead of the deployment.
const configChunk = Object.entries(roles.metafile.outputs).find(([, output]) =>
  output.entryPoint?.endsWith('payload.config.ts'),
)?.[0]
if (!configChunk) throw new Error('The roles build has no chunk with payload.config.ts.')
const configLoad = spawnSync(
  process.execPath,
  ['--input-type=module', '-e', `await import(${JSON.stringify(`./${configChunk}`)})`],
  {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://build-check@127.0.0.1:1/build-check',
      PAYLOAD_SECRET: 'build-check-build-check-build-check',
    },
  },
)
if (configLoad.status !== 0) {
  throw new Error(
    `The CMS config does not load in the roles (worker, migrate) outside Next:\n${configLoad.stderr}`,
  )
}
const brotli = precompressStaticAssets(`${standalone}/.next/static`)
console.log(
  `Standalone server completed with .next/static, public/, the Czech dictionary, site-server.js, worker.js, migrate.js, health.js and sandbox.js (version.json: ${buildId}).`,
)
console.log(
  `Compile hints (//# allFunctionsCalledOnLoad): ${compileHints.scripts.length} scripts loaded with the page and ${compileHints.reportingSdk.length} with the error-reporting SDK.`,
)
console.log(
  `Brotli: ${brotli.files} scripts and styles, ${Math.round(brotli.bytes / 1024)} KB → ${Math.round(brotli.brotliBytes / 1024)} KB.`,
)
console.log(
  `Source maps: ${hiddenMaps} browser maps moved to .next/${HIDDEN_SOURCE_MAPS}/ (not served); ` +
    (upload.uploaded
      ? `release ${upload.release} ${upload.failed ? 'NOT UPLOADED (see the error above)' : 'uploaded to Sentry'}.`
      : `not uploaded to Sentry (${upload.why}).`),
)
