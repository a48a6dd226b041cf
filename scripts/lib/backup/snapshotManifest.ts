import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

/** A snapshot `npm run restore` must not use; the message is for the operator. */
export class SnapshotRefused extends Error {}

/** manifest.json as ops/backup.sh writes it. */
const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  buildId: z.string(),
  postgres: z.object({ serverVersionNum: z.number().int(), pgDump: z.string() }),
  migrations: z.array(z.string().min(1)),
  media: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('files'), archive: z.literal('media.tar') }),
    z.object({ storage: z.literal('s3'), bucket: z.string() }),
  ]),
  files: z.array(
    z.object({
      name: z.enum(['database.dump', 'media.tar']),
      bytes: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
})

export type SnapshotManifest = z.infer<typeof manifestSchema>

/**
 * Reads and checks a snapshot folder before anything is changed: the manifest is whole and valid
 * (ops/backup.sh writes it last, so a half-written snapshot has none), every file it lists is
 * there with its size and sha256, and the database dump is among them.
 */
export async function readVerifiedSnapshot(snapshotDir: string): Promise<SnapshotManifest> {
  const manifestPath = path.join(snapshotDir, 'manifest.json')
  if (!existsSync(manifestPath)) {
    throw new SnapshotRefused(
      `${snapshotDir} is not a complete snapshot: manifest.json is missing (was the backup cut short?)`,
    )
  }
  let manifest: SnapshotManifest
  try {
    manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')))
  } catch {
    throw new SnapshotRefused(`${manifestPath} is damaged or of an unknown format`)
  }
  if (!manifest.files.some((file) => file.name === 'database.dump')) {
    throw new SnapshotRefused(`${manifestPath} does not list database.dump`)
  }
  if (manifest.media.storage === 'files' && !manifest.files.some((f) => f.name === 'media.tar')) {
    throw new SnapshotRefused(`${manifestPath} does not list media.tar`)
  }
  for (const file of manifest.files) {
    const filePath = path.join(snapshotDir, file.name)
    if (!existsSync(filePath)) throw new SnapshotRefused(`the snapshot has no ${file.name}`)
    const bytes = statSync(filePath).size
    if (bytes !== file.bytes) {
      throw new SnapshotRefused(
        `${file.name} has ${bytes} B instead of ${file.bytes} B: the snapshot is truncated or damaged`,
      )
    }
    if ((await sha256(filePath)) !== file.sha256) {
      throw new SnapshotRefused(`${file.name} does not match its checksum: the snapshot is damaged`)
    }
  }
  return manifest
}

/**
 * Migrations the snapshot's database has applied that this build does not know: it was made by a
 * newer build, whose schema this code may not read. (Fewer migrations are fine: they are applied
 * after the restore.)
 */
export function migrationsUnknownToThisBuild(
  manifest: SnapshotManifest,
  knownMigrations: readonly string[],
): string[] {
  const known = new Set(knownMigrations)
  return manifest.migrations.filter((name) => !known.has(name))
}

function sha256(filePath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(filePath)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}
