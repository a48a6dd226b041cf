import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const readme = read('README.md')

/** The text of one `## ` section of README, up to the next one. */
function section(heading: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`README has no section "${heading}"`)
  const end = readme.indexOf('\n## ', start + 1)
  return readme.slice(start, end < 0 ? undefined : end)
}

/** Names written in backticks in the first column of a section's table. */
function firstColumnNames(text: string): Set<string> {
  const names = new Set<string>()
  for (const line of text.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? ''
    for (const [, name] of firstCell.matchAll(/`([^`]+)`/g)) names.add(name!)
  }
  return names
}

/** The keys of the schema src/lib/env.ts parses the environment with. */
function envSchemaKeys(): string[] {
  const source = read('src/lib/env.ts')
  const body = source.slice(source.indexOf('z\n  .object({'), source.indexOf('.superRefine('))
  return [...body.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map(([, key]) => key!)
}

/** Every variable .env.example documents (all of them commented out). */
function envExampleKeys(): string[] {
  return [...read('.env.example').matchAll(/^# ?([A-Z][A-Z0-9_]*)=/gm)].map(([, key]) => key!)
}

describe('README, the five-minute door', () => {
  it('stays short', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200)
  })

  it('lists every variable of src/lib/env.ts and .env.example in its configuration table', () => {
    const schemaKeys = envSchemaKeys()
    const exampleKeys = envExampleKeys()
    // the parsers above must have found the variables, or this test would prove nothing
    expect(schemaKeys).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'PAYLOAD_SECRET', 'SMTP_FROM']),
    )
    expect(exampleKeys).toEqual(
      expect.arrayContaining(['REDIS_URL', 'E2E_PORT', 'ABUSE_JUNK_URLS']),
    )

    const documented = firstColumnNames(section('Configuration'))
    const missing = [...new Set([...schemaKeys, ...exampleKeys])].filter(
      (key) => !documented.has(key),
    )
    expect(missing).toEqual([])
  })

  it('lists every npm script in its scripts table', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    const commands = [...firstColumnNames(section('Scripts'))].join('\n')
    const missing = Object.keys(scripts).filter((name) => {
      const command = ['start', 'test'].includes(name) ? `npm ${name}` : `npm run ${name}`
      return !new RegExp(`^${command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`, 'm').test(
        commands,
      )
    })
    expect(missing).toEqual([])
  })
})
