import { z } from 'zod'

/** $BACKUP_DIR/status.json as ops/backup.sh writes it after every attempt. */
const statusSchema = z.object({
  attemptedAt: z.iso.datetime(),
  ok: z.boolean(),
  snapshot: z.string(),
  message: z.string(),
})

export type BackupProblem = {
  /** Same key, same problem: one e-mail per key (and hour), not one per monitor run. */
  key: string
  /** For the administrators' e-mail (Czech); the backup's own words, never data of the site. */
  message: string
  /** The same facts for the log, in English (the backup's own words are in its own log). */
  reason: string
}

/**
 * What is wrong with the backups, judged from the last attempt's status file (its text, or null
 * when there is none): the last attempt failed, or the last attempt is older than twice the
 * interval (the backup service stopped), or no attempt ever left a status.
 */
export function backupProblem(
  statusText: string | null,
  now: Date,
  intervalSeconds: number,
): BackupProblem | null {
  if (statusText === null) {
    return {
      key: 'missing',
      message: 'Záloha webu zatím neproběhla: chybí záznam o pokusu (status.json).',
      reason: 'no backup attempt recorded yet (no status.json)',
    }
  }
  let status: z.infer<typeof statusSchema>
  try {
    status = statusSchema.parse(JSON.parse(statusText))
  } catch {
    return {
      key: 'unreadable',
      message: 'Záznam o poslední záloze (status.json) je nečitelný.',
      reason: 'status.json of the last backup is unreadable',
    }
  }
  if (!status.ok) {
    return {
      key: `failed:${status.attemptedAt}`,
      message: `Poslední záloha webu (${status.attemptedAt}) selhala: ${status.message}`,
      reason: `the last backup attempt (${status.attemptedAt}) failed`,
    }
  }
  const ageSeconds = (now.getTime() - Date.parse(status.attemptedAt)) / 1000
  if (ageSeconds > 2 * intervalSeconds) {
    return {
      key: `stale:${status.attemptedAt}`,
      message: `Poslední záloha webu proběhla ${status.attemptedAt} (před ${Math.floor(ageSeconds / 3600)} h), další měla přijít nejpozději po ${Math.round(intervalSeconds / 3600)} h: zálohovací služba neběží?`,
      reason: `the last backup (${status.attemptedAt}) is ${Math.floor(ageSeconds / 3600)} h old, over twice the interval of ${Math.round(intervalSeconds / 3600)} h: is the backup service running?`,
    }
  }
  return null
}
