import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { installedVersion } from './installedVersion'

/**
 * src/upstream/documentLockAccess.ts changes Payload's sanitized lock collection because Payload
 * offers no option for its access. Both facts are checked against the installed Payload: on an
 * upgrade this fails, and whoever upgrades checks whether Payload now has a supported way (then
 * the workaround goes) or still adds the collection the same way (then the version is bumped).
 */
const payloadDist = path.resolve('node_modules/payload/dist')

describe('the document-lock workaround (src/upstream/)', () => {
  it('was checked against this Payload version', () => {
    expect(installedVersion('payload')).toBe('3.90.2')
  })

  it('still meets a lock collection with fixed access and no config option', () => {
    const lockConfig = readFileSync(path.join(payloadDist, 'locked-documents/config.js'), 'utf8')
    expect(lockConfig).toContain("lockedDocumentsCollectionSlug = 'payload-locked-documents'")
    expect(lockConfig).toMatch(/access:\s*\{\s*create: defaultAccess/)
    expect(lockConfig).not.toMatch(/config\.lockedDocuments/)
  })
})
