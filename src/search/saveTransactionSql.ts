import type { PayloadRequest } from 'payload'

import { postgresAdapterOf } from '@/lib/db/postgresAdapter'

import { drizzleSqlClient, type SqlClient } from './sqlClient'

/**
 * SQL on the transaction of the save `req` belongs to (the Drizzle transaction Payload keeps for
 * `req.transactionID`), so an index row is committed with the save or rolled back with it. Without
 * a transaction (transactions off) the save has already committed and the write goes out at once.
 */
export async function saveTransactionSql(req: PayloadRequest): Promise<SqlClient> {
  const adapter = postgresAdapterOf(req.payload)
  const transactionID = req.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  return drizzleSqlClient(db)
}
