import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/** A PostgreSQL client program: from PG_BIN_DIR when set, else from PATH. */
export function postgresTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  const binDir = process.env.PG_BIN_DIR
  return binDir ? path.join(binDir, name) : name
}

/** Major version of a client program (`pg_restore (PostgreSQL) 15.18 …` → 15). */
export async function postgresToolMajor(name: 'pg_dump' | 'pg_restore' | 'psql'): Promise<number> {
  const { stdout } = await execFileAsync(postgresTool(name), ['--version'])
  return majorOf(stdout.split(/\s+/)[2] ?? '')
}

/** `17.2` → 17; `150018` (server_version_num) → 15. */
export function majorOf(version: string | number): number {
  if (typeof version === 'number') return Math.floor(version / 10000)
  const major = Number(version.split('.')[0])
  if (!Number.isInteger(major) || major <= 0)
    throw new Error(`unknown PostgreSQL version: ${version}`)
  return major
}
