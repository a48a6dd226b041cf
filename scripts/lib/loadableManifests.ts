import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Each page of the build has a react-loadable manifest (`server/app/<page>/
 * react-loadable-manifest.json`): for every `next/dynamic` island, the chunks the server preloads
 * with `<link rel="preload">` when the page renders it. Turbopack has written a chunk name there
 * that it never emitted (the manifest of a page is computed from that page's chunks, the island's
 * loader from the layout's): every page showing the island then preloaded a 404. This lists such
 * entries, so `npm run build` fails instead of shipping them.
 */
export function missingLoadableChunks(distDir = '.next'): {
  manifests: number
  missing: string[]
} {
  const problems: string[] = []
  const manifests = loadableManifests(path.join(distDir, 'server'))
  for (const manifest of manifests) {
    const entries = JSON.parse(readFileSync(manifest, 'utf8')) as Record<
      string,
      { id: number | string; files: string[] }
    >
    for (const [key, entry] of Object.entries(entries)) {
      for (const file of entry.files) {
        if (!existsSync(path.join(distDir, file))) {
          problems.push(`${path.relative(distDir, manifest)}: ${key} → ${file}`)
        }
      }
    }
  }
  return { manifests: manifests.length, missing: problems }
}

function loadableManifests(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'react-loadable-manifest.json')
    .map((file) => path.join(folder, file))
}
