import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

export function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0
}

/**
 * Unpacks the snapshot's media.tar into a folder beside the media folder, so a broken archive is
 * found before the database is touched and the media folder changes in one rename at the end.
 */
export async function unpackMedia(archive: string, mediaDir: string): Promise<string> {
  const staging = `${mediaDir}.restoring-${process.pid}`
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true })
  try {
    await execFileAsync('tar', ['-x', '-f', archive, '-C', staging])
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    throw error
  }
  return staging
}

/**
 * Puts the unpacked media in place. Old files (only with --force) are moved aside to
 * `<media>.before-restore-<time>`, never deleted. A media folder that is a mount point (a Docker
 * volume) cannot be renamed: its contents are then moved aside and the new files copied in.
 * Returns where the old files went, if there were any.
 */
export function swapInMedia(staging: string, mediaDir: string): string | undefined {
  let aside: string | undefined
  if (!isEmptyFolder(mediaDir)) {
    aside = `${mediaDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    try {
      renameSync(mediaDir, aside)
    } catch {
      mkdirSync(aside, { recursive: true })
      for (const entry of readdirSync(mediaDir)) {
        cpSync(path.join(mediaDir, entry), path.join(aside, entry), { recursive: true })
        rmSync(path.join(mediaDir, entry), { recursive: true, force: true })
      }
    }
  }
  try {
    if (existsSync(mediaDir)) rmdirSync(mediaDir)
    renameSync(staging, mediaDir)
  } catch {
    mkdirSync(mediaDir, { recursive: true })
    cpSync(staging, mediaDir, { recursive: true })
    rmSync(staging, { recursive: true, force: true })
  }
  return aside
}
