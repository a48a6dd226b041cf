import pg from 'pg'
import { createClient } from 'redis'

import { EXPIRED_TAGS_CHANNEL } from '../../../src/cache/invalidation/expireTags'
import type { Topology } from '../../../tools/lib/topology'

/** Redis's MONITOR line of the cache handler's scan of a build's tag index: one per tag expired. */
const TAG_EXPIRY = /\[\d+ ([^\]]+)\] "hscan" "[^"]*:__sharedTags__"/i

export type ExpiryTraffic = {
  /** The distinct tags the saves notified (PostgreSQL). */
  tags: string[]
  /** Tags expired in Redis, counted by Redis itself, and by how many connections. */
  redisExpiries: number
  redisClients: number
  /** Bans Varnish added (`MAIN.bans_added`). */
  bans: number
}

/**
 * Watches what the invalidation bus does with the publishes made until `stop()`: the tags
 * notified, the expiries Redis executes (MONITOR) and the bans Varnish records.
 */
export async function watchExpiryTraffic(topology: Topology) {
  const listener = new pg.Client({ connectionString: topology.env.DATABASE_URL })
  const notified = new Set<string>()
  listener.on('notification', ({ channel, payload }) => {
    if (channel !== EXPIRED_TAGS_CHANNEL) return
    for (const tag of JSON.parse(payload ?? '[]') as string[]) notified.add(tag)
  })
  await listener.connect()
  await listener.query(`LISTEN ${EXPIRED_TAGS_CHANNEL}`)

  const monitor = createClient({ url: topology.redis.url() })
  const expiringClients: string[] = []
  await monitor.connect()
  await monitor.monitor((line) => {
    const client = TAG_EXPIRY.exec(String(line))?.[1]
    if (client) expiringClients.push(client)
  })
  const bansAdded = async () => (await topology.httpCache.counters())['MAIN.bans_added'] ?? 0
  const bansBefore = await bansAdded()

  return {
    async stop(): Promise<ExpiryTraffic> {
      const bans = (await bansAdded()) - bansBefore
      monitor.destroy()
      await listener.end()
      return {
        tags: [...notified].sort(),
        redisExpiries: expiringClients.length,
        redisClients: new Set(expiringClients).size,
        bans,
      }
    },
  }
}
