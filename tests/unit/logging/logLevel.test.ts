import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'
import { levelEnabled, LOG_LEVELS } from '@/lib/logging/logLevel'

const valid = {
  DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5432/site',
  PAYLOAD_SECRET: 'x'.repeat(40),
}

describe('LOG_LEVEL', () => {
  it('writes a level and the more severe ones, nothing less severe', () => {
    const written = (threshold: (typeof LOG_LEVELS)[number]) =>
      LOG_LEVELS.filter((level) => levelEnabled(level, threshold))
    expect(written('error')).toEqual(['error'])
    expect(written('warn')).toEqual(['error', 'warn'])
    expect(written('info')).toEqual(['error', 'warn', 'info'])
    expect(written('debug')).toEqual(['error', 'warn', 'info', 'debug'])
  })

  it('is info by default, read case-insensitively, and refuses unknown names', () => {
    expect(parseEnv(valid).LOG_LEVEL).toBe('info')
    expect(parseEnv({ ...valid, LOG_LEVEL: '' }).LOG_LEVEL).toBe('info')
    expect(parseEnv({ ...valid, LOG_LEVEL: 'WARN' }).LOG_LEVEL).toBe('warn')
    expect(() => parseEnv({ ...valid, LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/)
  })

  it('REQUEST_LOG is on by default and can be switched off', () => {
    expect(parseEnv(valid).REQUEST_LOG).toBe(true)
    expect(parseEnv({ ...valid, REQUEST_LOG: 'off' }).REQUEST_LOG).toBe(false)
    expect(parseEnv({ ...valid, REQUEST_LOG: 'false' }).REQUEST_LOG).toBe(false)
  })
})
