import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { builtConfig } from '../../support/builtConfig'
import { installedVersion } from './installedVersion'

import { refuseBadCollectionQueries } from '@collections/shared/refuseBadQueries'
import { PAYLOAD_ADDED_COLLECTIONS } from '@/upstream/payloadCollectionsQueryRules'

/**
 * src/upstream/payloadCollectionsQueryRules.ts adds the query rules to collections Payload adds
 * after plugins run. On an upgrade this fails when Payload adds, drops or renames one of them,
 * or when the version changes: whoever upgrades checks whether a plugin point now reaches them.
 */
let config: SanitizedConfig

beforeAll(async () => {
  config = await builtConfig()
}, 60_000)

describe("the query rules on Payload's own collections (src/upstream/)", () => {
  it('was checked against this Payload version', () => {
    expect(installedVersion('payload')).toBe('3.90.2')
  })

  it('meets exactly the collections Payload adds while sanitizing', () => {
    const added = config.collections
      .map((collection) => collection.slug)
      .filter((slug) => slug.startsWith('payload-'))
      .sort()
    expect(added).toEqual([...PAYLOAD_ADDED_COLLECTIONS])
    for (const slug of PAYLOAD_ADDED_COLLECTIONS) {
      const collection = config.collections.find((c) => c.slug === slug)
      expect(collection?.hooks.beforeOperation?.[0], slug).toBe(refuseBadCollectionQueries)
    }
  })
})
