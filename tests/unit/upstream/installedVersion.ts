import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The version of an installed package, as the upstream workarounds' tests pin it. */
export function installedVersion(name: string): string {
  const manifest = path.resolve('node_modules', name, 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}
