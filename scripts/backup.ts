/**
 * `npm run backup` (docs/operations.md "Backups"): one snapshot by ops/backup.sh — the same script
 * the compose `backup` service runs — of DATABASE_URL (or the embedded database) and the media
 * folder, into BACKUP_DIR (default $DATA_DIR/backups), named by time and this build's id.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { prepareStack, run } from './lib/stack'

const stack = await prepareStack({
  dev: process.env.NODE_ENV !== 'production',
  withProvider: false,
})
const dataDir = stack.env.DATA_DIR!
const buildIdFile = path.resolve('.next/BUILD_ID')
try {
  await run('sh', [path.resolve('ops/backup.sh')], {
    ...stack.env,
    BACKUP_DIR: path.resolve(stack.env.BACKUP_DIR || path.join(dataDir, 'backups')),
    MEDIA_DIR: path.resolve(stack.env.MEDIA_DIR || path.join(dataDir, 'media')),
    BUILD_ID:
      stack.env.BUILD_ID ||
      (existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : ''),
  })
} catch {
  // ops/backup.sh has already said why in its one log line.
  process.exitCode = 1
} finally {
  await stack.stop()
}
