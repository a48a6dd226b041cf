import { type ConstructorOptions, type Db, PgBoss } from 'pg-boss'

import { type Queryable, queueSchema, requestPool, workerPool } from './queueDatabase'

/** pg-boss's statements on `db` (a pool, or one connection inside the caller's transaction). */
export const onConnection = (db: Queryable): Db => ({
  executeSql: (text, values) => db.query(text, values),
})

/**
 * pg-boss over the worker's pool; `migrate: false`: its schema and queues come from our
 * migrations (frozen SQL), so a pg-boss upgrade with a new schema needs a migration first.
 */
export function createQueueClient(options: Partial<ConstructorOptions> = {}): PgBoss {
  return new PgBoss({
    db: onConnection(workerPool()),
    schema: queueSchema(),
    migrate: false,
    supervise: false,
    schedule: false,
    // The registry of instances costs a write every 30 s per process; nothing here reads it.
    registerInstance: false,
    ...options,
  })
}

let sender: PgBoss | undefined

/**
 * A pg-boss that is never started: it only inserts jobs with `send`, on the connection the caller
 * passes (inside its transaction, so a row and its job are committed together or not at all).
 */
export function queueSender(): PgBoss {
  // Its own reads (the queue's settings, once per queue) go over the request path's pool.
  sender ??= createQueueClient({ db: onConnection(requestPool()) })
  return sender
}
