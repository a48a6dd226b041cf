import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

import { SDK_CHUNK_MARK } from '../../src/lib/errorReporting/sdkChunkMark'
import { sourceMapFileOf } from './sourceMaps'

/**
 * V8's explicit compile hint (Chrome and Edge from 136; other engines read a comment): a script
 * that starts with it is compiled whole on a background thread while it streams in. Without it,
 * V8 only pre-parses a chunk and compiles each function on the main thread the first time it is
 * called; the chunks every page runs at start (React, Next's router, the layout's islands) are
 * all called at once, so that compiling made the page's longest task (issue 41, docs/performance.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Routes whose scripts are the admin's: Payload's bundle is large and mostly not run at start. */
const ADMIN_ROUTES = `${path.sep}(payload)${path.sep}`

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> }

function filesUnder(folder: string, name: (file: string) => boolean): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => name(path.basename(file)) && !`${path.sep}${file}`.includes(ADMIN_ROUTES))
    .map((file) => path.join(folder, file))
}

/** A page's client-reference manifest is a script that assigns `globalThis.__RSC_MANIFEST[page]`. */
function entryScripts(manifestFile: string): string[] {
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {}
  vm.runInNewContext(readFileSync(manifestFile, 'utf8'), sandbox)
  return Object.values(sandbox.__RSC_MANIFEST ?? {}).flatMap((manifest) =>
    Object.values(manifest.entryJSFiles ?? {}).flat(),
  )
}

function loadableScripts(manifestFile: string): string[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { files: string[] }
  >
  return Object.values(manifest).flatMap((entry) => entry.files)
}

/**
 * The scripts a site page loads at start, as paths under the build folder (`static/chunks/…`):
 * Next's runtime (`rootMainFiles` of build-manifest.json), each layout's and page's own chunks
 * (`entryJSFiles` of its client-reference manifest) and the `next/dynamic` islands a page
 * preloads (its react-loadable manifest). Chunks fetched later on demand (search suggestions, the
 * carousel's behaviour) are not among them: most of their code never runs.
 */
export function pageLoadScripts(distDir: string): string[] {
  const buildManifest = path.join(distDir, 'build-manifest.json')
  const rootMainFiles = existsSync(buildManifest)
    ? ((JSON.parse(readFileSync(buildManifest, 'utf8')) as { rootMainFiles?: string[] })
        .rootMainFiles ?? [])
    : []
  const app = path.join(distDir, 'server/app')
  const scripts = [
    ...rootMainFiles,
    ...filesUnder(app, (name) => name === 'page_client-reference-manifest.js').flatMap(
      entryScripts,
    ),
    ...filesUnder(app, (name) => name === 'react-loadable-manifest.json').flatMap(loadableScripts),
  ]
  return [...new Set(scripts)].filter((file) => file.endsWith('.js')).sort()
}

/**
 * The error-reporting SDK's chunk, fetched once every page is idle after load: no manifest names
 * it, so it is found by a string only it carries (SDK_CHUNK_MARK). Lazily compiled, its evaluation,
 * its start and the end of the page-load trace were each a task over 50 ms at 4× CPU, most of it
 * compiling the functions that run then (issue 41); the hint costs bytecode for the rest.
 * Used for the site's build and for the bench's yardstick, which must load the SDK alike.
 */
export function reportingSdkScripts(distDir: string): string[] {
  return filesUnder(path.join(distDir, 'static/chunks'), (name) => name.endsWith('.js'))
    .filter((file) => readFileSync(file, 'utf8').includes(SDK_CHUNK_MARK))
    .map((file) => path.relative(distDir, file))
    .sort()
}

type SourceMap = {
  mappings?: string
  sections?: Array<{ offset: { line: number; column: number } }>
}

/**
 * The script's source map moved one line down with the script: without that every frame of an
 * error report would be read a line off.
 */
function shiftSourceMapOneLine(script: string, source: string): void {
  const file = sourceMapFileOf(script, source)
  if (!existsSync(file)) return
  const map = JSON.parse(readFileSync(file, 'utf8')) as SourceMap
  if (map.sections) for (const section of map.sections) section.offset.line += 1
  else map.mappings = `;${map.mappings ?? ''}`
  writeFileSync(file, JSON.stringify(map))
}

/**
 * Puts COMPILE_HINT at the start of each script, and moves its source map a line down to match
 * (once: a second run changes nothing).
 */
export function hintScripts(distDir: string, scripts: string[]): number {
  let hinted = 0
  for (const script of scripts) {
    const file = path.join(distDir, script)
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + source)
    shiftSourceMapOneLine(file, source)
    hinted += 1
  }
  return hinted
}

/**
 * Hints every script of `pageLoadScripts` and the reporting SDK's chunk. Returns both lists;
 * postbuild fails when either is empty, so a Next release that renames these manifests, or a
 * change that drops the mark, cannot silently drop the hints.
 */
export function addCompileHints(distDir: string): {
  scripts: string[]
  reportingSdk: string[]
  hinted: number
} {
  const scripts = pageLoadScripts(distDir)
  const reportingSdk = reportingSdkScripts(distDir)
  return { scripts, reportingSdk, hinted: hintScripts(distDir, [...scripts, ...reportingSdk]) }
}
