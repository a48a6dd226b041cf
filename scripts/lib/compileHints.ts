import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

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
 * carousel's behaviour, error reporting's SDK) are not among them: most of their code never runs.
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
 * Puts COMPILE_HINT at the start of every script of `pageLoadScripts` (once: a second run changes
 * nothing). Returns the scripts found; postbuild fails when there are none, so a Next release that
 * renames these manifests cannot silently drop the hints.
 */
export function addCompileHints(distDir: string): { scripts: string[]; hinted: number } {
  const scripts = pageLoadScripts(distDir)
  let hinted = 0
  for (const script of scripts) {
    const file = path.join(distDir, script)
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + source)
    hinted += 1
  }
  return { scripts, hinted }
}
