import { describe, expect, it } from 'vitest'

import { backupProblem } from '@/backups/backupProblem'

const DAY = 86_400
const now = new Date('2026-11-26T12:00:00Z')
const status = (attemptedAt: string, ok: boolean, message = 'ok') =>
  JSON.stringify({ attemptedAt, ok, snapshot: ok ? '20261126T020000Z-abc' : '', message })

describe('backupProblem', () => {
  it('is null when the last attempt succeeded within twice the interval', () => {
    expect(backupProblem(status('2026-11-25T02:00:00Z', true), now, DAY)).toBeNull()
  })

  it('reports a failed last attempt with its message, keyed by the attempt', () => {
    const problem = backupProblem(
      status('2026-11-26T02:00:00Z', false, 'databáze nedostupná: Connection refused'),
      now,
      DAY,
    )
    expect(problem).toEqual({
      key: 'failed:2026-11-26T02:00:00Z',
      message: expect.stringContaining('selhala: databáze nedostupná: Connection refused'),
      reason: 'the last backup attempt (2026-11-26T02:00:00Z) failed',
    })
  })

  it('reports a success older than twice the interval (the service stopped)', () => {
    expect(backupProblem(status('2026-11-24T11:59:00Z', true), now, DAY)?.key).toBe(
      'stale:2026-11-24T11:59:00Z',
    )
    expect(backupProblem(status('2026-11-24T12:01:00Z', true), now, DAY)).toBeNull()
  })

  it('reports a missing or unreadable status file', () => {
    expect(backupProblem(null, now, DAY)?.key).toBe('missing')
    expect(backupProblem('{"attemptedAt":', now, DAY)?.key).toBe('unreadable')
  })
})
