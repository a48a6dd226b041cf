import fc from 'fast-check'
import { APIError, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { builtConfig } from '../../support/builtConfig'

import {
  refuseBadCollectionQueries,
  refuseBadGlobalQueries,
} from '@collections/shared/refuseBadQueries'

/**
 * The hooks against the site's built config (no database): every collection and global has
 * them, and whatever arrives, they either pass it or throw Payload's own 4xx errors, never
 * anything that would become a 500.
 */
let config: SanitizedConfig
let req: PayloadRequest

beforeAll(async () => {
  config = await builtConfig()
  const payload = {
    db: { defaultIDType: 'number' },
    collections: Object.fromEntries(config.collections.map((c) => [c.slug, { config: c }])),
  } as unknown as Payload
  req = { payload, context: {} } as unknown as PayloadRequest
}, 60_000)

describe('query rules on the built config', () => {
  it("are on every collection, Payload's own included, and every global", () => {
    for (const collection of config.collections) {
      const hooks = collection.hooks.beforeOperation ?? []
      expect(hooks.includes(refuseBadCollectionQueries), collection.slug).toBe(true)
    }
    for (const global of config.globals) {
      expect(global.hooks.beforeOperation?.includes(refuseBadGlobalQueries), global.slug).toBe(true)
    }
  })

  it('never throw anything but a 4xx, whatever the arguments', async () => {
    const scalar = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
    const anything = fc.anything({ maxDepth: 4 })
    const paths = [
      ...new Set(config.collections.flatMap((c) => c.flattenedFields.map((f) => f.name))),
    ]
    const where = fc.dictionary(
      fc.oneof(fc.constantFrom(...paths, 'and', 'or', 'id', '_status'), fc.string()),
      fc.oneof(fc.dictionary(fc.string(), fc.oneof(scalar, fc.array(scalar), anything)), anything),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...config.collections),
        fc.record(
          {
            where,
            sort: anything,
            limit: anything,
            page: anything,
            depth: anything,
            select: anything,
            populate: anything,
            draft: anything,
            id: anything,
            data: anything,
          },
          { requiredKeys: [] },
        ),
        async (collection, args) => {
          try {
            await refuseBadCollectionQueries({
              args: { ...args, req } as never,
              collection,
              context: {},
              operation: 'read',
              req,
            } as never)
          } catch (error) {
            expect(error).toBeInstanceOf(APIError)
            expect((error as APIError).status).toBeLessThan(500)
          }
        },
      ),
      { numRuns: 3000 },
    )
  })
})
