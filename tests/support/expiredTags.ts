import { sql } from '@payloadcms/db-postgres'

import { registerTagExpirer } from '@/cache/tagExpirer.mjs'
import { EXPIRED_TAGS_CHANNEL } from '@/cache/invalidation/expireTags'
import { postgresAdapterOf } from '@/lib/db/postgresAdapter'

import { eventually } from './leads'
import { testPayload } from './payload'

/**
 * Receives, in this test process, the cache tags the hooks expire after their saves commit
 * (src/cache/invalidation/expireTags.ts → this process's listener → the registered expirer's
 * `dropLocalCopies`, which every process runs; in the app it is Next's cache handler). `flush()` returns once every expiry committed before it has
 * arrived: notifications come in commit order, so a marker sent now arrives after them. The
 * marker is sent again until it is seen: the listener may still be connecting when a file starts.
 */
export function receiveExpiredTags(expire: (tags: string[]) => void) {
  let flushes = 0
  const seenMarkers = new Set<string>()
  registerTagExpirer({
    sharedTierName: `int-tests:${process.pid}`,
    // What every process does with an expiry it hears: drop its own copies.
    dropLocalCopies: (tags) => {
      const real = tags.filter((tag) => !tag.startsWith('flush:'))
      for (const tag of tags) if (tag.startsWith('flush:')) seenMarkers.add(tag)
      if (real.length > 0) expire(real)
    },
    dropAllLocalCopies: () => {},
    expireShared: async () => {},
    clearShared: async () => {},
  })

  async function flush(): Promise<void> {
    const marker = `flush:${process.pid}:${++flushes}`
    const { drizzle } = postgresAdapterOf(await testPayload())
    let lastSent = 0
    await eventually(
      async () => {
        if (seenMarkers.has(marker)) return true
        if (Date.now() - lastSent >= 500) {
          lastSent = Date.now()
          await drizzle.execute(
            sql`SELECT pg_notify(${EXPIRED_TAGS_CHANNEL}, ${JSON.stringify([marker])})`,
          )
        }
        return undefined
      },
      10_000,
      'the expired tags',
    )
  }

  return { flush }
}
