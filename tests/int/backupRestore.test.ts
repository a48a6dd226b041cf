import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../migrations'
import { userRelationCount } from '../../scripts/lib/backup/targetDatabase'
import { runBackup, runRestore, scriptEnv } from '../../tools/lib/backupRuns'
import { migrate } from '../support/testDatabase'
import {
  POSTGRES_BIN_DIR,
  startDebianPostgres,
  type DebianPostgres,
} from '../../tools/lib/debianPostgres'

/**
 * Bad input of backup and restore (issue 31), on a small stand-in database: two tables the
 * restore creates first and a large one whose data comes last, and the `payload_migrations`
 * table the snapshot's manifest is read from. Every refusal must leave the target unchanged.
 * The happy path on the real site is the restore drill (tests/topology/restoreDrill.test.ts).
 */
describe('záloha a obnova: špatné vstupy', { timeout: 180_000 }, () => {
  let source: DebianPostgres
  let target: DebianPostgres
  let work: string
  let snapshot: string
  const mediaFile = 'logo.png'

  beforeAll(async () => {
    ;[source, target] = await Promise.all([startDebianPostgres(), startDebianPostgres()])
    work = mkdtempSync(path.join(os.tmpdir(), 'site-602-backup-'))
    mkdirSync(path.join(work, 'source/media'), { recursive: true })
    writeFileSync(path.join(work, 'source/media', mediaFile), 'obrázek')
    const client = new pg.Client({ connectionString: source.url })
    await client.connect()
    await client.query(`
      CREATE TABLE payload_migrations (id serial PRIMARY KEY, name varchar, batch int);
      INSERT INTO payload_migrations (name, batch) VALUES ('20261121_171731_initial', 1);
      CREATE TABLE a_pages (id serial PRIMARY KEY, title text);
      INSERT INTO a_pages (title) VALUES ('Úvod'), ('Kontakt');
      CREATE TABLE z_history (id serial PRIMARY KEY, body text);
      INSERT INTO z_history (body) SELECT md5(i::text) || md5((i * 7)::text) FROM generate_series(1, 200000) i;
    `)
    await client.end()
    const backup = await runBackup(
      scriptEnv({
        DATABASE_URL: source.url,
        BACKUP_DIR: path.join(work, 'backups'),
        MEDIA_DIR: path.join(work, 'source/media'),
        BUILD_ID: 'test-build',
      }),
    )
    expect(backup.code, backup.output).toBe(0)
    const [name] = readdirSync(path.join(work, 'backups')).filter((n) => /^\d{8}T/.test(n))
    snapshot = path.join(work, 'backups', name!)
  })

  afterAll(async () => {
    await Promise.all([source?.stop(), target?.stop()])
    if (work) rmSync(work, { recursive: true, force: true })
  })

  /** A copy of the snapshot to spoil; the original stays good for the next test. */
  const copyOfSnapshot = (label: string) => {
    const copy = path.join(work, `copy-${label}`)
    cpSync(snapshot, copy, { recursive: true })
    return copy
  }
  const targetEnv = (mediaDir = path.join(work, `target-media-${Date.now()}`)) =>
    scriptEnv({ DATABASE_URL: target.url, DATA_DIR: work, MEDIA_DIR: mediaDir })

  it('a snapshot names time and build, lists migrations and checksums; a failed backup exits non-zero with one log line', async () => {
    expect(path.basename(snapshot)).toMatch(/^\d{8}T\d{6}Z-test-build$/)
    const manifest = JSON.parse(readFileSync(path.join(snapshot, 'manifest.json'), 'utf8'))
    expect(manifest.migrations).toEqual(['20261121_171731_initial'])
    const dump = path.join(snapshot, 'database.dump')
    expect(manifest.files).toContainEqual({
      name: 'database.dump',
      bytes: statSync(dump).size,
      sha256: createHash('sha256').update(readFileSync(dump)).digest('hex'),
    })

    const backupDir = path.join(work, 'failing-backups')
    const failed = await runBackup(
      scriptEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/site', BACKUP_DIR: backupDir }),
    )
    expect(failed.code).not.toBe(0)
    expect(failed.output).toMatch(/\[backup\] Záloha selhala: databáze nedostupná: .*127\.0\.0\.1/)
    expect(readdirSync(backupDir).filter((n) => n !== 'status.json')).toEqual([])
    const status = JSON.parse(readFileSync(path.join(backupDir, 'status.json'), 'utf8'))
    expect(status).toMatchObject({ ok: false, message: expect.stringContaining('nedostupná') })
  })

  it('a backup with a pg_dump older than the server refuses with a clear message', async () => {
    const fakeBin = path.join(work, 'old-pg-bin')
    mkdirSync(fakeBin, { recursive: true })
    writeFileSync(path.join(fakeBin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 14.9"\n', {
      mode: 0o755,
    })
    writeFileSync(path.join(fakeBin, 'psql'), `#!/bin/sh\nexec ${POSTGRES_BIN_DIR}/psql "$@"\n`, {
      mode: 0o755,
    })
    const run = await runBackup(
      scriptEnv({
        DATABASE_URL: source.url,
        BACKUP_DIR: path.join(work, 'old-client'),
        PG_BIN_DIR: fakeBin,
      }),
    )
    expect(run.code).not.toBe(0)
    expect(run.output).toContain('pg_dump 14.9 je starší než server PostgreSQL 15')
  })

  it('refuses a truncated snapshot and a half-written one before touching anything', async () => {
    const truncated = copyOfSnapshot('truncated')
    truncateSync(path.join(truncated, 'database.dump'), 1000)
    const run = await runRestore([truncated], targetEnv())
    expect(run.code, run.output).toBe(2)
    expect(run.output).toContain('database.dump has 1000 B')

    const halfWritten = copyOfSnapshot('half-written')
    rmSync(path.join(halfWritten, 'manifest.json'))
    const second = await runRestore([halfWritten], targetEnv())
    expect(second.code, second.output).toBe(2)
    expect(second.output).toContain('manifest.json is missing')
    expect(await userRelationCount(target.url)).toBe(0)
  })

  it('--check verifies a good snapshot and changes nothing', async () => {
    const mediaDir = path.join(work, 'checked-media')
    const run = await runRestore([snapshot, '--check'], targetEnv(mediaDir))
    expect(run.code, run.output).toBe(0)
    expect(run.output).toContain('nothing changed (--check)')
    expect(await userRelationCount(target.url)).toBe(0)
    expect(existsSync(mediaDir)).toBe(false)
  })

  it('refuses a snapshot of a newer build (migrations this build does not know)', async () => {
    const newer = copyOfSnapshot('newer')
    const manifestPath = path.join(newer, 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    manifest.migrations.push('29991231_000000_column_from_the_future')
    writeFileSync(manifestPath, JSON.stringify(manifest))
    const mediaDir = path.join(work, 'newer-media')
    const run = await runRestore([newer], targetEnv(mediaDir))
    expect(run.code, run.output).toBe(2)
    expect(run.output).toContain('the snapshot is from a newer build (test-build)')
    expect(run.output).toContain('29991231_000000_column_from_the_future')
    expect(await userRelationCount(target.url)).toBe(0)
    expect(existsSync(mediaDir)).toBe(false)
  })

  it('a restore that fails half-way leaves the target database empty and the media folder untouched', async () => {
    // A dump cut short whose manifest still matches it (as if pg_dump had written a bad file):
    // pg_restore creates the tables, loads the first ones, then fails on the missing data.
    const corrupt = copyOfSnapshot('corrupt')
    const dump = path.join(corrupt, 'database.dump')
    truncateSync(dump, Math.floor(statSync(dump).size * 0.6))
    const manifestPath = path.join(corrupt, 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    manifest.files = manifest.files.map((file: { name: string }) =>
      file.name === 'database.dump'
        ? {
            ...file,
            bytes: statSync(dump).size,
            sha256: createHash('sha256').update(readFileSync(dump)).digest('hex'),
          }
        : file,
    )
    writeFileSync(manifestPath, JSON.stringify(manifest))
    const mediaDir = path.join(work, 'corrupt-media')
    const run = await runRestore([corrupt], targetEnv(mediaDir))
    expect(run.code, run.output).toBe(1)
    expect(run.output).toContain('[restore] failed: pg_restore')
    expect(await userRelationCount(target.url)).toBe(0)
    expect(existsSync(mediaDir)).toBe(false)
    expect(readdirSync(work).filter((name) => name.includes('.restoring-'))).toEqual([])
  })

  it('refuses a non-empty media folder or target database (without --force) and changes neither', async () => {
    const occupiedMedia = path.join(work, 'occupied-media')
    mkdirSync(occupiedMedia)
    writeFileSync(path.join(occupiedMedia, 'old.png'), 'staré')
    const mediaRefused = await runRestore([snapshot], targetEnv(occupiedMedia))
    expect(mediaRefused.code, mediaRefused.output).toBe(2)
    expect(mediaRefused.output).toContain(`the media folder ${occupiedMedia} is not empty`)
    expect(await userRelationCount(target.url)).toBe(0)
    expect(readdirSync(occupiedMedia)).toEqual(['old.png'])

    const client = new pg.Client({ connectionString: target.url })
    await client.connect()
    await client.query(
      `CREATE TABLE someone_elses (note text); INSERT INTO someone_elses VALUES ('x')`,
    )
    const mediaDir = path.join(work, 'non-empty-media')
    const refused = await runRestore([snapshot], targetEnv(mediaDir))
    expect(refused.code, refused.output).toBe(2)
    expect(refused.output).toContain('the target database is not empty')
    expect((await client.query('SELECT note FROM someone_elses')).rows).toEqual([{ note: 'x' }])
    await client.end()
    expect(existsSync(mediaDir)).toBe(false)
  })
})

describe('záloha a obnova: starší záloha', { timeout: 300_000 }, () => {
  it('a snapshot of an older schema is restored and brought up to date by the migrations', async () => {
    const [source, target] = await Promise.all([startDebianPostgres(), startDebianPostgres()])
    const work = mkdtempSync(path.join(os.tmpdir(), 'site-602-backup-older-'))
    try {
      const previous = migrations.at(-2)!.name
      const env = (url: string, dataDir: string) =>
        scriptEnv({
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          PAYLOAD_SECRET: 'a'.repeat(32),
          LOCAL_DATABASE: 'true',
        })
      await migrate(
        env(source.url, path.join(work, 'source')) as Record<string, string>,
        [previous],
        'tests/support/previousRelease/applyMigrationsThrough.ts',
      )
      const backupDir = path.join(work, 'backups')
      const backup = await runBackup({
        ...env(source.url, path.join(work, 'source')),
        BACKUP_DIR: backupDir,
      })
      expect(backup.code, backup.output).toBe(0)
      const [name] = readdirSync(backupDir).filter((n) => /^\d{8}T/.test(n))
      const restore = await runRestore(
        [path.join(backupDir, name!)],
        env(target.url, path.join(work, 'target')),
      )
      expect(restore.code, restore.output).toBe(0)
      expect(restore.output).toContain('running 1 migration(s)')
      const client = new pg.Client({ connectionString: target.url })
      await client.connect()
      const { rows } = await client.query<{ name: string }>(
        `SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id`,
      )
      await client.end()
      expect(rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name))
    } finally {
      await Promise.all([source.stop(), target.stop()])
      rmSync(work, { recursive: true, force: true })
    }
  })
})
