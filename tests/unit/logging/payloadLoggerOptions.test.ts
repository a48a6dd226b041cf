import { Writable } from 'node:stream'

import pino from 'pino'
import { prettyFactory } from 'pino-pretty'
import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'

import { LOG_VALUE_MAX } from '@/lib/logging/logSafe'
import { PAYLOAD_PRETTY_OPTIONS } from '@/lib/logging/payloadLogDestination'
import { payloadLoggerOptions } from '@/lib/logging/payloadLoggerOptions'

/**
 * Payload's logger as payload.config.ts builds it: these options, and pino-pretty (Payload's
 * settings, colours on, the time in UTC) turning each JSON line into the text an operator reads.
 */
function payloadLogger() {
  const json: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      json.push(chunk.toString())
      done()
    },
  })
  const logger = pino(payloadLoggerOptions('info'), sink)
  const pretty = prettyFactory(PAYLOAD_PRETTY_OPTIONS)
  return { logger, json, pretty: () => json.map((line) => pretty(line)).join('') }
}

// What the review sent: `%0A` and a fake entry in a parameter, which Payload's 500 quotes.
const FORGED = 'x\n[12:00:00] INFO (payload): admin signed in\n{"level":30,"msg":"forged"}\r'
const ESCAPE = '\u001b[2J\u001b[31mred'
const HUGE_EMAIL = `${'a'.repeat(900 * 1024)}@example.cz`

/** A database error as drizzle reports a failed query: the request's values in its message. */
function failedQuery(parameter: string): Error {
  const error = new Error(
    `Failed query: select "id" from "pages" where "slug" = $1\nparams: ${parameter}`,
  )
  ;(error as Error & { cause?: unknown }).cause = new Error(`invalid input: "${parameter}"`)
  return error
}

/** Every line a person sees starts with pino-pretty's time stamp or is a stack frame. */
function expectOnlyRealLines(text: string) {
  for (const line of text.split('\n').filter(Boolean)) {
    expect(line.replace(/\u001b\[\d+m/g, '')).toMatch(
      /^(\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\] [A-Z]+:? |\s+at |\s+\S)/,
    )
  }
  expect(text).not.toMatch(/^\[12:00:00\]/m)
  expect(text).not.toContain('\u001b[2J')
  expect(text).not.toContain('\r')
}

describe("Payload's logger options", () => {
  it('writes a 500 quoting a forged line and escape codes as one escaped entry', () => {
    const { logger, json, pretty } = payloadLogger()
    logger.error({ err: failedQuery(`${FORGED}${ESCAPE}`) })
    logger.error(failedQuery(FORGED))
    expect(json).toHaveLength(2)
    for (const line of json) {
      expect(line.indexOf('\n')).toBe(line.length - 1)
      expect(line).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/)
      const entry = JSON.parse(line) as {
        err: { message: string; stack: string; cause?: { message: string } }
      }
      expect(entry.err.message).not.toMatch(/[\n\r\u001b]/)
      expect(entry.err.message).toContain('\\u000a[12:00:00] INFO')
      expect(entry.err.stack.split('\n')[0]).toBe(`Error: ${entry.err.message}`)
      expect(
        entry.err.stack
          .split('\n')
          .slice(1)
          .every((frame) => /^\s+at /.test(frame)),
      ).toBe(true)
      expect(entry.err.cause?.message).toContain('\\u000a')
    }
    expectOnlyRealLines(pretty())
  })

  it('bounds and redacts the typed e-mail of a throttled sign-in (three 900 KB e-mails)', () => {
    const { logger, json, pretty } = payloadLogger()
    for (let i = 0; i < 3; i++) {
      logger.warn({ msg: 'Password reset throttled', client: '203.0.113.0/24', email: HUGE_EMAIL })
    }
    const total = json.join('').length
    expect(total).toBeLessThan(3 * 600)
    for (const line of json) {
      const entry = JSON.parse(line) as { email: string; msg: string }
      expect(entry.msg).toBe('Password reset throttled')
      expect(entry.email.length).toBeLessThanOrEqual(LOG_VALUE_MAX)
      expect(entry.email).not.toContain('aaaa')
    }
    expect(pretty()).not.toContain('@example.cz')
  })

  it('redacts e-mails, phone numbers and tokens wherever they are in an entry', () => {
    const { logger, json } = payloadLogger()
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jeiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ'
    logger.info(`user jan.novak@example.cz with +420 601 123 456 and ${jwt}`)
    logger.info({
      msg: 'reset',
      data: { token: 'x', nested: { value: 'a'.repeat(8) + 'f0'.repeat(20) } },
    })
    logger.warn({ password: 'hunter2', email: 'JAN@EXAMPLE.CZ' }, 'sign-in %s', 'eva@example.cz')
    const text = json.join('')
    for (const secret of ['novak', '601 123', jwt, 'f0f0f0', 'hunter2', 'EXAMPLE', 'eva@']) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('[email]')
    expect(text).toContain('[phone]')
    expect(text).toContain('[token]')
  })

  it('keeps ordinary entries readable and answered 4xx as info lines', () => {
    const { logger, json } = payloadLogger()
    logger.info({ msg: 'Scheduled publish of pages 12 at 2026-11-27 08:00', count: 3 })
    logger.error({ err: new APIError('Zadaný email nebo heslo není správné.', 401) })
    const [first, second] = json.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(first).toMatchObject({
      msg: 'Scheduled publish of pages 12 at 2026-11-27 08:00',
      count: 3,
    })
    expect(second).toMatchObject({ level: 30, msg: 'Request refused: 401 APIError' })
  })

  it('bounds a request body handed to the logger (depth, keys, items)', () => {
    const { logger, json } = payloadLogger()
    let deep: Record<string, unknown> = { leaf: 'x' }
    for (let i = 0; i < 50; i++) deep = { deeper: deep }
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 'v']))
    logger.info({ msg: 'body', deep, wide, list: Array.from({ length: 5000 }, () => 'item') })
    expect(json[0]!.length).toBeLessThan(2000)
  })

  it("stamps every line with the time in UTC, ISO 8601, whatever the process's time zone", () => {
    const { logger, pretty } = payloadLogger()
    const zone = process.env.TZ
    let text: string
    try {
      // The web process runs in Europe/Prague (src/upstream/serverTimeZone.ts), a worker in UTC.
      process.env.TZ = 'Europe/Prague'
      logger.info('now')
      text = pretty()
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
    const lines = text
      .replace(/\u001b\[\d+m/g, '')
      .split('\n')
      .filter(Boolean)
    expect(lines).toHaveLength(1)
    for (const line of lines)
      expect(line).toMatch(/^\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\] INFO/)
    const stamped = /^\[([^\]]+)\]/.exec(lines[0]!)![1]!
    expect(Math.abs(Date.parse(stamped) - Date.now())).toBeLessThan(60_000)
  })
})
