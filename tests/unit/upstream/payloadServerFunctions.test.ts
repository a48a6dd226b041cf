import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  PAYLOAD_SERVER_FUNCTION_NAMES,
  payloadServerFunctionArguments,
} from '@/upstream/payloadServerFunctions'

import { installedVersion } from './installedVersion'

/**
 * src/upstream/payloadServerFunctions.ts lists the server functions Payload's admin may call,
 * which Payload does not export. On an upgrade this fails; whoever upgrades copies the new list.
 */
describe("the admin's server-function names (src/upstream/)", () => {
  it('was checked against this Payload version', () => {
    expect(installedVersion('@payloadcms/next')).toBe('3.90.2')
  })

  it("are exactly Payload's", () => {
    const source = readFileSync(
      path.resolve('node_modules/@payloadcms/next/dist/utilities/handleServerFunctions.js'),
      'utf8',
    )
    const table = /const baseServerFunctions = \{([^}]*)\}/.exec(source)?.[1] ?? ''
    const names = [...table.matchAll(/^\s*'?([\w-]+)'?\s*:/gm)].map((match) => match[1])
    expect(names.sort()).toEqual([...PAYLOAD_SERVER_FUNCTION_NAMES].sort())
  })

  it('takes what the admin sends and nothing else', () => {
    const ok = (value: unknown) => payloadServerFunctionArguments.safeParse(value).success
    expect(ok([{ name: 'form-state', args: { schemaPath: 'pages' } }])).toBe(true)
    expect(ok([{ name: 'slugify' }])).toBe(false)
    expect(ok([])).toBe(false)
    expect(ok([{ name: 'no-such-function', args: {} }])).toBe(false)
    expect(ok([{ name: 'form-state', args: [] }])).toBe(false)
    expect(ok([{ name: 'form-state', args: {}, serverFunctions: {} }])).toBe(false)
    expect(ok([{ name: 'form-state', args: {} }, 'extra'])).toBe(false)
  })
})
