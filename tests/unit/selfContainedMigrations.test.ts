import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * A migration must do the same thing on every database, whenever it runs: it is plain SQL (or
 * Payload's generated up/down) and imports nothing but the migration types and `sql` of the
 * database adapter, Payload's types, JSON snapshots beside it, or an older migration of this
 * folder (frozen too). Never application code (`src/`, `collections/`…) nor a library's runtime,
 * whose next version would change what an old migration does.
 */
const DIR = path.resolve('migrations')

const ALLOWED: Array<{ what: string; test: (specifier: string, typeOnly: boolean) => boolean }> = [
  { what: 'the adapter', test: (specifier) => specifier === '@payloadcms/db-postgres' },
  { what: "Payload's types", test: (specifier, typeOnly) => typeOnly && specifier === 'payload' },
  { what: 'a JSON snapshot', test: (specifier) => /^\.\/[\w.-]+\.json$/.test(specifier) },
  { what: 'an older migration', test: (specifier) => /^\.\/\d{8}_\d{6}_\w+$/.test(specifier) },
]

/** Each import of a file: specifier, whether it is `import type`, and its line. */
function importsOf(source: string) {
  const found: Array<{ specifier: string; typeOnly: boolean; line: number }> = []
  const pattern =
    /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/gm
  for (const match of source.matchAll(pattern)) {
    const specifier = match[3] ?? match[4] ?? match[5] ?? ''
    const line = source.slice(0, match.index).split('\n').length
    found.push({ specifier, typeOnly: Boolean(match[2]), line })
  }
  return found
}

/**
 * Payload's Local API works through today's collection configs (fields, hooks, validation), so a
 * migration calling it would mean something else after the next schema change. Reading the
 * adapter's configured schema name (which schema the tables live in) is not such a call.
 */
const LOCAL_API =
  /\bpayload\.(?:find\w*|create|update\w*|delete\w*|count\w*|jobs|db(?!\.schemaName\b|\s+as\s+\{\s*schemaName\b))\b/

function offences(file: string): string[] {
  const name = path.basename(file)
  const source = readFileSync(file, 'utf8')
  const imports = importsOf(source)
    .filter(({ specifier, typeOnly }) => !ALLOWED.some(({ test }) => test(specifier, typeOnly)))
    .map(({ specifier, line }) => `migrations/${name}:${line} imports ${specifier}`)
  const localApi = source
    .split('\n')
    .flatMap((line, index) =>
      LOCAL_API.test(line)
        ? [`migrations/${name}:${index + 1} uses the Local API: ${line.trim()}`]
        : [],
    )
  return [...imports, ...localApi]
}

describe('migrations are self-contained', () => {
  it('recognises what a migration may not import', () => {
    const bad = [
      "import { queueSchema } from '../src/leads/leadDatabase'",
      "import PgBoss from 'pg-boss'",
      "import { Pages } from '@/collections/Pages'",
      "import { buildConfig } from 'payload'",
      "const x = await import('../src/seed')",
    ].join('\n')
    expect(
      importsOf(bad).filter(
        ({ specifier, typeOnly }) => !ALLOWED.some(({ test }) => test(specifier, typeOnly)),
      ),
    ).toHaveLength(5)
  })

  it('imports only migration types, JSON snapshots and older migrations, and runs SQL only', () => {
    const files = readdirSync(DIR)
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => path.join(DIR, name))
    const found = files.flatMap(offences)
    expect(found, `Migrations that import code:\n${found.join('\n')}`).toEqual([])
  })
})
