import { Writable } from 'node:stream'

import pino from 'pino'
import { APIError, AuthenticationError, Forbidden, NotFound, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { clientErrorsAsInfo } from '@/lib/logging/clientErrorsAsInfo'

type Line = { level: number; msg?: string; status?: number; err?: { stack?: string } }

/** A pino logger with the hook, as Payload builds it from `logger.options`; its lines parsed. */
function hookedLogger() {
  const lines: Line[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line)
      done()
    },
  })
  const logger = pino({ level: 'info', hooks: { logMethod: clientErrorsAsInfo } }, sink)
  return { logger, lines }
}

/** Payload's refusal of a wrong password, renamed as the production bundle renames its classes. */
function renamedAuthenticationError() {
  const error = new AuthenticationError(
    ((key: string) => `Zadaný email nebo heslo není správné (${key}).`) as never,
  )
  error.name = 'tl'
  return error
}

/** One of ours: it names itself, so the bundle's renaming does not reach it. */
class CrossSiteRequestRefused extends APIError {
  constructor() {
    super('Tento požadavek lze odeslat jen z administrace tohoto webu.', 403, null, true)
    this.name = 'CrossSiteRequestRefused'
  }
}

describe('clientErrorsAsInfo', () => {
  it.each([
    ['Forbidden', new Forbidden(), 'Request refused: 403 Forbidden'],
    ['NotFound', new NotFound(), 'Request refused: 404 NotFound'],
    [
      'ValidationError',
      new ValidationError({ errors: [{ message: 'x', path: 'title' }] }),
      'Request refused: 400 ValidationError',
    ],
    ['a renamed 401', renamedAuthenticationError(), 'Request refused: 401 AuthenticationError'],
    ['one of ours', new CrossSiteRequestRefused(), 'Request refused: 403 CrossSiteRequestRefused'],
    [
      'a plain APIError',
      new APIError('Neplatný dotaz: příliš hluboko.', 400),
      'Request refused: 400 APIError',
    ],
  ])('logs a %s as one English info line without its message or stack', (_name, err, line) => {
    const { logger, lines } = hookedLogger()
    logger.error({ err })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 30, msg: line })
    expect(lines[0]?.err).toBeUndefined()
    expect(JSON.stringify(lines[0])).not.toContain(err.message)
  })

  it('keeps server errors, and anything that is not an APIError, at error level', () => {
    const { logger, lines } = hookedLogger()
    logger.error({ err: new APIError('Something broke', 500) })
    logger.error(new Error('invalid byte sequence for encoding "UTF8": 0x00'))
    expect(lines.map((line) => line.level)).toEqual([50, 50])
    expect(lines[0]?.err?.stack).toContain('Something broke')
  })

  it('logs a query the database refused as one info line with its SQLSTATE, without a stack', () => {
    const { logger, lines } = hookedLogger()
    const pgError = Object.assign(new Error('column "x" must appear in the GROUP BY clause'), {
      code: '42803',
      severity: 'ERROR',
    })
    logger.error({ err: Object.assign(new Error('Failed query: select …'), { cause: pgError }) })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 30, status: 400 })
    expect(lines[0]?.msg).toMatch(/^query refused: SQLSTATE 42803/)
    expect(lines[0]?.err).toBeUndefined()
  })

  it('keeps a TypeError from a query shape at error level with its stack', () => {
    const { logger, lines } = hookedLogger()
    logger.error({ err: new TypeError("Cannot read properties of undefined (reading 'slug')") })
    expect(lines[0]?.level).toBe(50)
    expect(lines[0]?.err?.stack).toContain('TypeError')
  })
})
