import { execFile } from 'node:child_process'
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { findFreePort } from '../../scripts/lib/findFreePort'

const execFileAsync = promisify(execFile)

/**
 * Server and client programs of the PostgreSQL the backup tests run on. Debian's
 * `postgresql-15`: the embedded PostgreSQL of the other tests is 18 and ships no pg_dump, and
 * pg_dump refuses a server newer than itself.
 */
export const POSTGRES_BIN_DIR = process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin'

export type DebianPostgres = { url: string; stop: () => Promise<void> }

/**
 * A fresh PostgreSQL cluster in a temporary folder with an empty database `site`, on a free
 * loopback port. As root (CI), the server runs as the `postgres` system user, as PostgreSQL insists.
 */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-602-pg15-'))
  chmodSync(root, 0o755)
  const dataDir = path.join(root, 'data')
  mkdirSync(dataDir)
  const asRoot = process.getuid?.() === 0
  const postgresUser = asRoot ? await systemUser('postgres') : undefined
  if (postgresUser) chownSync(dataDir, postgresUser.uid, postgresUser.gid)
  const runPostgres = (program: string, args: string[]) =>
    asRoot
      ? execFileAsync('runuser', [
          '-u',
          'postgres',
          '--',
          path.join(POSTGRES_BIN_DIR, program),
          ...args,
        ])
      : execFileAsync(path.join(POSTGRES_BIN_DIR, program), args)

  await runPostgres('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ])
  const port = await findFreePort()
  await runPostgres('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off`,
    '-l',
    path.join(dataDir, 'server.log'),
    '-w',
    'start',
  ])
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  })
  await admin.connect()
  await admin.query('CREATE DATABASE site')
  await admin.end()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/site`,
    stop: async () => {
      await runPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      rmSync(root, { recursive: true, force: true })
    },
  }
}

async function systemUser(name: string): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    execFileAsync('id', ['-u', name]),
    execFileAsync('id', ['-g', name]),
  ])
  return { uid: Number(uid), gid: Number(gid) }
}
