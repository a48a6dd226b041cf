import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { installedVersion } from '../../unit/upstream/installedVersion'
import { createUser, testPayload } from '../../support/payload'

/**
 * Tripwire of src/upstream/payloadDrizzleQueryGaps.ts: the shapes it refuses still make Payload's
 * PostgreSQL adapter (or Payload's query validation) throw a TypeError when asked directly,
 * without our hooks. When one of these stops throwing, upstream fixed it: drop that rule.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const adapterFind = (where: Where) =>
  payload.db.find({ collection: 'pages', where, limit: 1, pagination: false })

describe('the query gaps of @payloadcms/drizzle (src/upstream/)', () => {
  it('was checked against these versions', () => {
    expect(installedVersion('payload')).toBe('3.90.2')
    expect(installedVersion('@payloadcms/drizzle')).toBe('3.90.2')
  })

  it('a blockType condition that names no block of the field is a TypeError', async () => {
    await expect(adapterFind({ 'layout.blockType': { exists: true } })).rejects.toThrow(TypeError)
    await expect(adapterFind({ 'layout.blockType': { equals: 'nope' } })).rejects.toThrow(TypeError)
  })

  it('`like` on an array or blocks field itself is a TypeError (no column)', async () => {
    await expect(adapterFind({ layout: { like: 'x' } })).rejects.toThrow(TypeError)
    await expect(adapterFind({ 'layout.items': { like: 'x' } })).rejects.toThrow(TypeError)
  })

  it('`all`, and geo operators off a point field, are TypeErrors (no such adapter operator)', async () => {
    await expect(adapterFind({ title: { all: ['a'] } })).rejects.toThrow(TypeError)
    await expect(adapterFind({ title: { near: '1,2' } })).rejects.toThrow(TypeError)
  })

  it("a global's where across a relationship is a TypeError in Payload's validation", async () => {
    const user = await createUser(payload, 'admin')
    await expect(
      payload.findGlobalVersions({
        slug: 'footer',
        where: { 'version.legalLinks.link.page.title': { equals: 'x' } },
        overrideAccess: false,
        user,
      }),
    ).rejects.toThrow(TypeError)
  })
})
