import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { installedVersion } from './installedVersion'

/**
 * src/search/saveTransactionSql.ts and src/cache/invalidation/expireTags.ts run SQL in the transaction of a
 * save through the adapter's `sessions[transactionID].db` (docs/architecture.md "Where we lean on
 * internals"): Payload types `sessions` on its adapter but documents no way to reach a
 * transaction's Drizzle handle. This fails when @payloadcms/drizzle keeps its transactions
 * differently; then our SQL would silently run outside the save's transaction.
 */
const transactions = path.resolve('node_modules/@payloadcms/drizzle/dist/transactions')
const read = (file: string) => readFileSync(path.join(transactions, file), 'utf8')

describe("the Drizzle adapter's sessions, keyed by transaction id", () => {
  it('were checked against this @payloadcms/drizzle version', () => {
    expect(installedVersion('@payloadcms/drizzle')).toBe('3.90.2')
  })

  it('hold the Drizzle transaction as db from begin until commit or rollback', () => {
    expect(read('beginTransaction.js')).toMatch(
      /this\.sessions\[id\] = \{\s*db: transaction,\s*reject,\s*resolve\s*\}/,
    )
    for (const end of ['commitTransaction.js', 'rollbackTransaction.js']) {
      expect(read(end), end).toMatch(/delete this\.sessions\[transactionID\]/)
    }
  })
})
