/**
 * `npm run restore -- <snapshot folder> [--force | --check]` (docs/operations.md "Backups"): restores a
 * snapshot of ops/backup.sh into the database of DATABASE_URL (or the embedded one) and the media
 * folder, then applies this build's migrations. Everything that can refuse the snapshot is checked
 * before anything changes; the database is restored in one transaction, so a restore that fails
 * or is killed half-way leaves the target as empty as it was.
 * `--check` only runs the checks (snapshot, build, empty target) and changes nothing.
 * Exit codes: 0 restored (or checked), 2 refused (nothing changed), 1 failed.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { migrations } from '../migrations'
import {
  migrationsUnknownToThisBuild,
  readVerifiedSnapshot,
  SnapshotRefused,
} from './lib/backup/snapshotManifest'
import { majorOf, postgresTool, postgresToolMajor } from './lib/backup/postgresTools'
import { isEmptyFolder, swapInMedia, unpackMedia } from './lib/backup/restoreMedia'
import { dropAllSchemas, serverVersionNum, userRelationCount } from './lib/backup/targetDatabase'
import { prepareStack, run, tsxBin } from './lib/stack'

const log = (line: string) => console.log(`[restore] ${line}`)

const args = process.argv.slice(2)
const force = args.includes('--force')
const checkOnly = args.includes('--check')
const snapshotArg = args.find((arg) => !arg.startsWith('--'))
if (!snapshotArg) {
  console.error('[restore] usage: npm run restore -- <snapshot folder> [--force | --check]')
  process.exit(2)
}
const snapshotDir = path.resolve(snapshotArg)

const stack = await prepareStack({
  dev: process.env.NODE_ENV !== 'production',
  withProvider: false,
})
let staging: string | undefined
try {
  const started = Date.now()
  const manifest = await readVerifiedSnapshot(snapshotDir)
  const unknown = migrationsUnknownToThisBuild(
    manifest,
    migrations.map((migration) => migration.name),
  )
  if (unknown.length > 0) {
    throw new SnapshotRefused(
      `the snapshot is from a newer build (${manifest.buildId}): it has migrations this build does not know (${unknown.join(', ')}). Restore it with a build that knows them.`,
    )
  }

  const dumpMajor = majorOf(manifest.postgres.pgDump)
  const restoreMajor = checkOnly ? dumpMajor : await postgresToolMajor('pg_restore')
  if (restoreMajor < dumpMajor) {
    throw new SnapshotRefused(
      `the snapshot is from pg_dump ${manifest.postgres.pgDump}, pg_restore is version ${restoreMajor}: use pg_restore ${dumpMajor} or newer (PG_BIN_DIR)`,
    )
  }

  const databaseUrl = stack.env.DATABASE_URL!
  const targetMajor = majorOf(await serverVersionNum(databaseUrl))
  if (targetMajor < majorOf(manifest.postgres.serverVersionNum)) {
    log(
      `warning: the target PostgreSQL ${targetMajor} is older than the source ${majorOf(manifest.postgres.serverVersionNum)}`,
    )
  }
  const relations = await userRelationCount(databaseUrl)
  if (relations > 0 && !force) {
    throw new SnapshotRefused(
      `the target database is not empty (${relations} tables, sequences and indexes): restoring into it would mix data; add --force to erase all of its content and restore`,
    )
  }
  const mediaDir = path.resolve(
    stack.env.MEDIA_DIR || path.join(stack.env.DATA_DIR || '.data', 'media'),
  )
  if (manifest.media.storage === 'files' && !isEmptyFolder(mediaDir) && !force) {
    throw new SnapshotRefused(
      `the media folder ${mediaDir} is not empty: add --force to replace it (the old files are moved aside)`,
    )
  }
  if (checkOnly) {
    log(
      `snapshot ${path.basename(snapshotDir)} is complete and can be restored into ${databaseUrl.replace(/\/\/[^@]*@/, '//')}; nothing changed (--check)`,
    )
  } else if (manifest.media.storage === 'files') {
    staging = await unpackMedia(path.join(snapshotDir, 'media.tar'), mediaDir)
  } else {
    log(
      `media are in S3 (${manifest.media.bucket}): the snapshot has none, restoring the database only`,
    )
  }

  // From here on the target changes.
  if (!checkOnly) {
    if (relations > 0) {
      log(`--force: erasing the target database (${relations} objects)`)
      await dropAllSchemas(databaseUrl)
    }
    await restoreDatabase(path.join(snapshotDir, 'database.dump'), databaseUrl)
    if (staging) {
      const aside = swapInMedia(staging, mediaDir)
      staging = undefined
      if (aside) log(`previous media moved to ${aside}`)
    }
    // An older snapshot is brought up to this build's schema; a current one needs nothing.
    const pending = migrations.length - manifest.migrations.length
    if (pending > 0) {
      log(
        `database and media restored in ${Date.now() - started} ms; running ${pending} migration(s)`,
      )
      await run(tsxBin, ['server/migrate.ts'], stack.env)
    }
    log(
      `restored in ${Date.now() - started} ms: snapshot ${path.basename(snapshotDir)} (${manifest.createdAt}, build ${manifest.buildId})`,
    )
  }
} catch (error) {
  const refused = error instanceof SnapshotRefused
  const message = error instanceof Error ? error.message : String(error)
  console.error(`[restore] ${refused ? 'refused, nothing changed' : 'failed'}: ${message}`)
  process.exitCode = refused ? 2 : 1
} finally {
  if (staging) rmSync(staging, { recursive: true, force: true })
  await stack.stop()
}

/**
 * pg_restore in ONE transaction that stops at the first error: a failure or a kill leaves the
 * database as it was before (empty). Owners and grants of the source are not carried over: the
 * target's user owns everything.
 */
function restoreDatabase(dump: string, databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      postgresTool('pg_restore'),
      [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        `--dbname=${databaseUrl}`,
        dump,
      ],
      { stdio: ['ignore', 'inherit', 'pipe'] },
    )
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `pg_restore exited with ${code ?? signal}; the database is unchanged. ${errors.trim().split('\n').slice(0, 3).join(' ')}`,
            ),
          ),
    )
  })
}
