/**
 * Backup and restore budgets of issue 31 (backup ≤ 30 s, restore ≤ 60 s for the seeded site):
 *   npm run bench:backup
 * A throwaway Debian PostgreSQL 15 cluster (tools/lib/debianPostgres.ts) is migrated and
 * seeded, backed up with ops/backup.sh (`npm run backup`), and restored with `npm run restore`
 * into a second fresh cluster and media folder; restore time includes this build's migrations.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runBackup, runRestore, scriptEnv } from '../lib/backupRuns'
import { startDebianPostgres } from '../lib/debianPostgres'
import { run, tsxBin } from '../../scripts/lib/stack'
import { formatTable } from '../lib/table'

const work = mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-backup-'))
chmodSync(work, 0o755)
const [source, target] = await Promise.all([startDebianPostgres(), startDebianPostgres()])
try {
  const secret = randomBytes(32).toString('hex')
  const env = (url: string, dataDir: string) =>
    scriptEnv({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: secret,
      LOCAL_DATABASE: 'true',
    })
  const sourceEnv = env(source.url, path.join(work, 'source'))
  await run(tsxBin, ['server/migrate.ts', '--seed'], sourceEnv)

  const backupDir = path.join(work, 'backups')
  const backup = await runBackup({ ...sourceEnv, BACKUP_DIR: backupDir, BUILD_ID: 'bench' })
  if (backup.code !== 0) throw new Error(`backup: ${backup.output}`)
  const snapshot = path.join(
    backupDir,
    readdirSync(backupDir).find((name) => /^\d{8}T/.test(name))!,
  )
  const restore = await runRestore([snapshot], env(target.url, path.join(work, 'target')))
  if (restore.code !== 0) throw new Error(`restore: ${restore.output}`)

  const manifest = JSON.parse(readFileSync(path.join(snapshot, 'manifest.json'), 'utf8')) as {
    files: Array<{ name: string; bytes: number }>
  }
  const kib = (name: string) =>
    `${Math.round((manifest.files.find((file) => file.name === name)?.bytes ?? 0) / 1024)} KiB`
  console.log(
    formatTable([
      {
        backup: `${(backup.milliseconds / 1000).toFixed(1)} s (budget 30 s)`,
        restore: `${(restore.milliseconds / 1000).toFixed(1)} s (budget 60 s)`,
        'database.dump': kib('database.dump'),
        'media.tar': kib('media.tar'),
      },
    ]),
  )
} finally {
  await Promise.all([source.stop(), target.stop()])
  rmSync(work, { recursive: true, force: true })
}
