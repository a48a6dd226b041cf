import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { sendBackupAlertIfDue } from '@/backups/sendBackupAlertIfDue'
import { closeQueuePools } from '@/queue/queueDatabase'

import { parseMail } from '../support/parseMail'
import { createUser, testPayload } from '../support/payload'

/**
 * A failed or stopped backup is not silent: the leads' minute monitor reads the status file
 * ops/backup.sh leaves and e-mails the administrators (issue 31).
 */
describe('backup alert', () => {
  const backupDir = mkdtempSync(path.join(os.tmpdir(), 'site-602-backup-status-'))
  const options = { backupDir, intervalSeconds: 86_400, siteUrl: 'http://localhost:3000' }
  const mailDir = () => path.join(process.env.DATA_DIR!, 'mail')
  const mails = () => {
    try {
      return readdirSync(mailDir()).map((file) =>
        parseMail(readFileSync(path.join(mailDir(), file))),
      )
    } catch {
      return []
    }
  }
  const writeStatus = (attemptedAt: Date, ok: boolean, message: string) =>
    writeFileSync(
      path.join(backupDir, 'status.json'),
      JSON.stringify({
        attemptedAt: attemptedAt.toISOString().replace(/\.\d+Z$/, 'Z'),
        ok,
        snapshot: '',
        message,
      }),
    )

  beforeEach(() => rmSync(mailDir(), { recursive: true, force: true }))
  afterAll(async () => {
    rmSync(backupDir, { recursive: true, force: true })
    await closeQueuePools()
  })

  it('e-mails the administrators once about a failed backup, and nothing while backups succeed', async () => {
    const admin = await createUser(await testPayload(), 'admin')
    const now = new Date()
    writeStatus(new Date(now.getTime() - 3600_000), true, '1432 KiB')
    expect(await sendBackupAlertIfDue(options, now)).toBe('none')

    writeStatus(now, false, 'databáze nedostupná: Connection refused')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await sendBackupAlertIfDue(options, now)).toBe('sent')
      // The log says it in English; the Czech sentence is the e-mail's.
      const attempt = now.toISOString().replace(/\.\d+Z$/, 'Z')
      const lines = logged.mock.calls.map(([line]) => String(line))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/; alert mailed to \d+ administrator\(s\)$/)
      expect(lines[0]).toContain(`[backup] the last backup attempt (${attempt}) failed;`)
    } finally {
      logged.mockRestore()
    }
    const [mail, ...more] = mails()
    expect(more).toEqual([])
    expect(mail!.headers.to).toContain(admin.email)
    expect(mail!.headers.subject).toBe('Web Software602: zálohy neprobíhají')
    expect(mail!.text).toContain('selhala: databáze nedostupná: Connection refused')
    expect(await sendBackupAlertIfDue(options, new Date(now.getTime() + 60_000))).toBe('throttled')
  })

  it('e-mails when the last backup is older than twice the interval (the service stopped)', async () => {
    const now = new Date()
    writeStatus(new Date(now.getTime() - 3 * 86_400_000), true, '1432 KiB')
    expect(await sendBackupAlertIfDue(options, now)).toBe('sent')
    expect(mails()[0]!.text).toContain('zálohovací služba neběží?')
  })
})
