import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { reportBackgroundFailure } from '@/lib/errorReporting/reportBackgroundFailure'
import { contentSchema, workerPool } from '@/queue/queueDatabase'
import { sendMail } from '@/lib/mail/sendMail'

import { backupProblem } from './backupProblem'

export type BackupAlertOptions = {
  /** Where ops/backup.sh writes status.json (the compose `backups` volume, read-only here). */
  backupDir: string
  intervalSeconds: number
  siteUrl: string
}

export type BackupAlertResult = 'none' | 'throttled' | 'no-recipient' | 'sent'

/** The same problem is mailed again after a day while it lasts. */
const RESEND_AFTER_MS = 24 * 3600 * 1000
/**
 * Problems this process has mailed, by key. In memory: the minute job runs in one worker at a
 * time, so with N workers a problem is mailed at most N times a day.
 */
const mailed = new Map<string, number>()
/** The problem this process last reported to the error-reporting service (one report each). */
let lastReported: string | undefined

/**
 * One e-mail to the site's administrators when the backups need people (backupProblem.ts): the
 * last attempt failed, or none succeeded for twice the interval. Runs every minute (the
 * backup-monitor job of src/worker/).
 */
export async function sendBackupAlertIfDue(
  options: BackupAlertOptions,
  now = new Date(),
): Promise<BackupAlertResult> {
  const statusText = await readFile(path.join(options.backupDir, 'status.json'), 'utf8').catch(
    () => null,
  )
  const problem = backupProblem(statusText, now, options.intervalSeconds)
  if (!problem) {
    lastReported = undefined
    return 'none'
  }
  // Once per problem (a failed attempt, a stop since some attempt), whatever becomes of the mail.
  if (problem.key !== lastReported) {
    lastReported = problem.key
    reportBackgroundFailure({ kind: 'backup', key: problem.key, reason: problem.message })
  }
  const last = mailed.get(problem.key)
  if (last !== undefined && now.getTime() - last < RESEND_AFTER_MS) return 'throttled'

  const to = await administratorAddresses()
  if (to.length === 0) {
    console.error(`[backup] ${problem.reason}; no alert sent: the site has no administrator`)
    return 'no-recipient'
  }
  await sendMail({
    to,
    subject: 'Web Software602: zálohy neprobíhají',
    text: [
      'Dobrý den,',
      '',
      problem.message,
      '',
      `Zálohy: ${options.backupDir} (služba backup v docker-compose.yml, skript ops/backup.sh).`,
      'Postup obnovy a ruční zálohy popisuje docs/operations.md, oddíl „Zálohy“.',
      `Web: ${options.siteUrl}`,
    ].join('\n'),
  })
  console.error(`[backup] ${problem.reason}; alert mailed to ${to.length} administrator(s)`)
  mailed.set(problem.key, now.getTime())
  return 'sent'
}

async function administratorAddresses(): Promise<string[]> {
  const schema = contentSchema()
  const { rows } = await workerPool().query<{ email: string }>(
    `SELECT DISTINCT u.email FROM "${schema}"."users" u
     JOIN "${schema}"."users_roles" r ON r.parent_id = u.id WHERE r.value = 'admin'
     ORDER BY u.email`,
  )
  return rows.map((row) => row.email)
}
