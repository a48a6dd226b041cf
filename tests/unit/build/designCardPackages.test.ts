import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The customer's design card names the site's stack. Each package on it is in package.json and
 * imported by the code it belongs to: the site's own code, or the tests for the test tools
 * (docker-compose is a tool, checked by tests/unit/build/compose*.test.ts).
 */
const root = path.resolve(import.meta.dirname, '../../..')
const SITE_CODE = ['src', 'collections', 'blocks', 'globals', 'payload.config.ts']
const TEST_CODE = ['tests']

const DESIGN_CARD: Record<string, string[]> = {
  payload: SITE_CODE,
  '@payloadcms/db-postgres': SITE_CODE,
  '@payloadcms/richtext-lexical': SITE_CODE,
  next: SITE_CODE,
  react: SITE_CODE,
  zustand: SITE_CODE,
  zod: SITE_CODE,
  'react-hook-form': SITE_CODE,
  'date-fns': SITE_CODE,
  'embla-carousel-react': SITE_CODE,
  '@sentry/nextjs': SITE_CODE,
  vitest: TEST_CODE,
  '@playwright/test': TEST_CODE,
}

/**
 * Card packages the site does not use today, each with why. The work that brings one in takes
 * it off this list (the last test below fails until it does). Nothing else belongs here.
 */
const NOT_IN_USE_YET: Record<string, string> = {}

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry)
  if (statSync(full).isFile()) return SOURCE.test(entry) ? [full] : []
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile() && SOURCE.test(item.name))
    .map((item) => path.join(item.parentPath, item.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
}

/** Module specifiers of static, side-effect, re-export, dynamic and require imports. */
function importedSpecifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!))
}

/** The package a bare specifier resolves into: `next/link` → next, `@a/b/c` → @a/b. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('node:')) {
    return null
  }
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

const importsByPlace = new Map<string[], Map<string, string[]>>()
function importersOf(name: string, place: string[]): string[] {
  let importers = importsByPlace.get(place)
  if (!importers) {
    importers = new Map()
    for (const file of place.flatMap(sourceFiles)) {
      for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
        const imported = packageOf(specifier)
        if (imported) importers.set(imported, [...(importers.get(imported) ?? []), file])
      }
    }
    importsByPlace.set(place, importers)
  }
  return importers.get(name) ?? []
}

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const declared = (name: string) => name in manifest.dependencies || name in manifest.devDependencies

describe('import matching', () => {
  it('finds every form of import and names the package, not the subpath', () => {
    const source = [
      "import type { Config } from 'payload'",
      'import {\n  useForm,\n  type FieldValues,\n} from "react-hook-form"',
      "import '@sentry/nextjs'",
      "export { Link } from 'next/link'",
      "const lexical = await import('@payloadcms/richtext-lexical/plaintext')",
      "const pg = require('pg')",
      "import { x } from './local'",
      "import { y } from '@/lib/y'",
    ].join('\n')
    expect(importedSpecifiers(source).map(packageOf).filter(Boolean).sort()).toEqual(
      [
        '@payloadcms/richtext-lexical',
        '@sentry/nextjs',
        'next',
        'payload',
        'pg',
        'react-hook-form',
      ].sort(),
    )
  })
})

describe('design card packages', () => {
  for (const [name, place] of Object.entries(DESIGN_CARD)) {
    if (name in NOT_IN_USE_YET) {
      it.todo(`${name}: not in use yet (${NOT_IN_USE_YET[name]})`)
      continue
    }
    it(`${name} is in package.json and imported by ${place.join(', ')}`, () => {
      expect(declared(name), `${name} in package.json`).toBe(true)
      expect(importersOf(name, place).length, `files importing ${name}`).toBeGreaterThan(0)
    })
  }

  it('lists as not in use yet only card packages that are still not in use', () => {
    const nowInUse = Object.keys(NOT_IN_USE_YET).filter(
      (name) =>
        !(name in DESIGN_CARD) ||
        (declared(name) && importersOf(name, DESIGN_CARD[name]!).length > 0),
    )
    expect(nowInUse, 'take these off NOT_IN_USE_YET').toEqual([])
  })
})
