import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { installedVersion } from './installedVersion'

/**
 * src/upstream/GlobalPublishedState.tsx corrects "has a published version" for globals with
 * drafts because Payload's edit view reads it wrongly. Checked against the installed
 * @payloadcms/next: when this fails after an upgrade, see whether the globals branch of
 * getVersions now selects `_status` (then the workaround and its config entries go).
 */
const nextDist = path.resolve('node_modules/@payloadcms/next/dist')

describe('the global published-state workaround (src/upstream/)', () => {
  it('was checked against this @payloadcms/next version', () => {
    expect(installedVersion('@payloadcms/next')).toBe('3.90.2')
  })

  it("still reads a global's published version without its _status and then asks for it", () => {
    const source = readFileSync(path.join(nextDist, 'views/Document/getVersions.js'), 'utf8')
    const globals = source.slice(source.indexOf('if (globalConfig)'))
    expect(globals).toMatch(
      /publishedDoc = await payload\.findGlobal\(\{[^}]*select: \{\s*updatedAt: true\s*\}/,
    )
    expect(globals).toContain("if (publishedDoc?._status === 'published') {")
  })
})
