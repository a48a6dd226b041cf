import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { postgresAdapterOf } from '@/lib/db/postgresAdapter'
import { runsBackgroundWork } from '@/lib/processRole'

import { reindexCmsSearch } from './reindexCmsSearch'
import { searchTables } from './searchTables'
import { drizzleSqlClient } from './sqlClient'

/** PostgreSQL's "undefined_table", directly or as the cause Drizzle wraps. */
function isUndefinedTable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if ((current as { code?: unknown }).code === '42P01') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * At start of a process that runs background work: when the index holds no CMS document yet
 * (right after the migration that created it, or after a restore of an older backup), every
 * published page and entry is indexed. From then on the saves' hooks keep it current. Only adds:
 * a save at the same moment is never undone.
 */
export function fillCmsSearchIndexWhenEmpty(payload: Payload): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  if (!runsBackgroundWork(env().PROCESS_ROLE)) return
  void (async () => {
    const db = drizzleSqlClient(postgresAdapterOf(payload).drizzle)
    const rows = await db.query<{ filled: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${searchTables().documents} WHERE source = 'cms') AS filled`,
    )
    if (rows[0]?.filled) return
    const count = await reindexCmsSearch(payload, { removeVanished: false })
    payload.logger.info(`[search] search index filled: ${count} pages and entries`)
  })().catch((error: unknown) => {
    // before the migrations (the migrate script starts Payload first): the next start fills it
    if (isUndefinedTable(error)) return
    payload.logger.warn(
      `[search] search index not filled: ${error instanceof Error ? error.message : String(error)}`,
    )
  })
}
