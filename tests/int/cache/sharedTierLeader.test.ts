import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { TagExpirer } from '@/cache/tagExpirer.mjs'
import { parseBusMessage } from '@/cache/invalidation/busMessage'
import {
  createSharedTierLeader,
  type SharedTierLeader,
} from '@/cache/invalidation/sharedTierLeader'
import { postgresAdapterOf } from '@/lib/db/postgresAdapter'

import { eventually } from '../../support/leads'
import { testPayload } from '../../support/payload'

/**
 * Three "processes" of one build, each with its listening connection and its leader, as
 * src/cache/invalidation/tagExpiryListener.ts wires them, on a channel of this file's own.
 */
const CHANNEL = `site602_leader_test_${process.pid}`
const ATTEMPT_MS = 100

type Member = {
  name: string
  client: pg.Client
  leader: SharedTierLeader
  dropped: string[][]
  droppedAll: number
  expired: string[][]
  cleared: number
}

let options: pg.ClientConfig
const members: Member[] = []
const sharedTierName = `leader-test:${process.pid}:${Date.now()}`

async function join(name: string): Promise<Member> {
  const client = new pg.Client(options)
  const member: Member = {
    name,
    client,
    dropped: [],
    droppedAll: 0,
    expired: [],
    cleared: 0,
    leader: undefined as never,
  }
  const expirer: TagExpirer = {
    sharedTierName,
    dropLocalCopies: (tags) => void member.dropped.push(tags),
    dropAllLocalCopies: () => void (member.droppedAll += 1),
    expireShared: async (tags) => void member.expired.push(tags),
    clearShared: async () => void (member.cleared += 1),
  }
  member.leader = createSharedTierLeader({
    channel: CHANNEL,
    expirer: () => expirer,
    log: { info: () => {}, error: () => {} },
    attemptMs: ATTEMPT_MS,
  })
  client.on('error', () => member.leader.lost(client))
  client.on('end', () => member.leader.lost(client))
  client.on('notification', ({ channel, payload }) => {
    const message = channel === CHANNEL ? parseBusMessage(payload) : null
    if (!message) return
    if ('clearedSharedTier' in message) {
      if (message.clearedSharedTier === sharedTierName) expirer.dropAllLocalCopies()
      return
    }
    expirer.dropLocalCopies(message.tags)
    member.leader.expire(client, message.tags)
  })
  await client.connect()
  await client.query(`LISTEN ${CHANNEL}`)
  members.push(member)
  return member
}

/** One commit with two NOTIFYs, as a publish whose hooks expire tags twice. */
async function publish(tags: string[][]) {
  const client = new pg.Client(options)
  await client.connect()
  try {
    await client.query('BEGIN')
    for (const group of tags) {
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(group)])
    }
    await client.query('COMMIT')
  } finally {
    await client.end()
  }
}

const leaders = () => members.filter((member) => member.leader.leads())
const settle = () => new Promise((resolve) => setTimeout(resolve, 3 * ATTEMPT_MS))

beforeAll(async () => {
  options = postgresAdapterOf(await testPayload()).poolOptions as pg.ClientConfig
  for (const name of ['A', 'B', 'C']) await join(name)
  // All listen before anyone leads: each hears the first leader's clear.
  for (const { leader, client } of members) leader.contend(client)
})

afterAll(async () => {
  await Promise.all(members.map(({ client }) => client.end().catch(() => {})))
})

describe('shared tier leader (one process per build expires Redis and bans)', () => {
  it('elects exactly one leader, which clears the shared tier once when it takes over', async () => {
    await eventually(async () => (leaders().length > 0 ? true : undefined), 5000, 'a leader')
    await settle()
    expect(leaders()).toHaveLength(1)
    expect(members.map(({ cleared }) => cleared).sort()).toEqual([0, 0, 1])
    // and says so: every process of the build drops its in-memory copies
    await eventually(
      async () => (members.every(({ droppedAll }) => droppedAll === 1) ? true : undefined),
      5000,
      'every process dropping its copies after the clear',
    )
  })

  it('every process drops its copies; only the leader expires the shared tier, once per commit', async () => {
    await publish([['page:gdpr', 'pages'], ['page-links']])
    await eventually(
      async () => (members.every(({ dropped }) => dropped.length === 2) ? true : undefined),
      5000,
      'every process hearing the publish',
    )
    const [leader] = leaders()
    await eventually(async () => (leader!.expired.length > 0 ? true : undefined), 5000, 'expiry')
    await settle()
    expect(leader!.expired).toEqual([['page:gdpr', 'pages', 'page-links']])
    for (const member of members) if (member !== leader) expect(member.expired).toEqual([])
  })

  it('when the leader dies, another process takes over, clears the shared tier and expires the next publish', async () => {
    const [old] = leaders()
    await old!.client.end()
    const successor = await eventually(
      async () => leaders().find((member) => member !== old),
      5000,
      'a successor',
    )
    // What the dead leader may have left undone is covered by clearing everything.
    await eventually(async () => (successor.cleared === 1 ? true : undefined), 5000, 'the clear')
    expect(old!.leader.leads()).toBe(false)
    const alive = members.filter((member) => member !== old)
    await eventually(
      async () => (alive.every(({ droppedAll }) => droppedAll === 2) ? true : undefined),
      5000,
      'the living processes dropping their copies after the takeover',
    )

    await publish([['page:o-602']])
    await eventually(
      async () => (successor.expired.at(-1)?.[0] === 'page:o-602' ? true : undefined),
      5000,
      "the successor's expiry",
    )
    await settle()
    const expiredBy = members.filter(({ expired }) =>
      expired.some((tags) => tags.includes('page:o-602')),
    )
    expect(expiredBy).toEqual([successor])
  })
})
