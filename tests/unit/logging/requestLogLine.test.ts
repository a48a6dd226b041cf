import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { loggablePath, type RequestRecord, requestLogLine } from '@/lib/logging/requestLogLine'

const record: RequestRecord = {
  method: 'GET',
  pathname: '/blog/podpis-v-cloudu',
  route: '/blog/[[...slug]]',
  status: 200,
  durationMs: 12.345,
  bytes: 5120,
  cache: 'hit',
  client: '203.0.113.9',
  requestId: 'a1b2c3d4',
  aborted: false,
}

const parse = (line: string) => JSON.parse(line) as Record<string, unknown>

describe('request log line', () => {
  it('is one JSON line with the fields in a fixed order', () => {
    const line = requestLogLine(record, new Date('2026-11-26T07:00:00.000Z'))
    expect(line.endsWith('\n')).toBe(true)
    expect(line.indexOf('\n')).toBe(line.length - 1)
    expect(parse(line)).toEqual({
      time: '2026-11-26T07:00:00.000Z',
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/blog/[[...slug]]',
      path: '/blog/podpis-v-cloudu',
      status: 200,
      durationMs: 12.3,
      bytes: 5120,
      cache: 'hit',
      client: '203.0.113.9',
      requestId: 'a1b2c3d4',
    })
    expect(Object.keys(parse(line))).toEqual([
      'time',
      'level',
      'msg',
      'method',
      'route',
      'path',
      'status',
      'durationMs',
      'bytes',
      'cache',
      'client',
      'requestId',
    ])
  })

  it('is an error for a 5xx, info otherwise (4xx too), and marks a connection closed early', () => {
    expect(parse(requestLogLine({ ...record, status: 503 })).level).toBe('error')
    expect(parse(requestLogLine({ ...record, status: 404 })).level).toBe('info')
    expect(parse(requestLogLine({ ...record, status: 499, aborted: true })).aborted).toBe(true)
  })

  it('names the path only of a successful GET/HEAD of a public page', () => {
    const pathOf = (change: Partial<RequestRecord>) => loggablePath({ ...record, ...change })
    expect(pathOf({})).toBe('/blog/podpis-v-cloudu')
    expect(pathOf({ method: 'HEAD' })).toBe('/blog/podpis-v-cloudu')
    expect(pathOf({ method: 'POST' })).toBeUndefined()
    expect(pathOf({ status: 404 })).toBeUndefined()
    expect(pathOf({ status: 308 })).toBeUndefined()
    expect(pathOf({ pathname: '/admin/reset/0123456789abcdef' })).toBeUndefined()
    expect(pathOf({ pathname: '/api/leads/5' })).toBeUndefined()
    expect(pathOf({ pathname: '/zofie.novakova@example.cz' })).toBeUndefined()
    expect(pathOf({ pathname: '/zofie.novakova%40example.cz' })).toBeUndefined()
    expect(pathOf({ pathname: '/+420603123456' })).toBeUndefined()
  })

  it('never carries an @, a %-escape, a query or a line break from the path', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.constantFrom('GET', 'HEAD', 'POST'),
        fc.integer({ min: 100, max: 599 }),
        (tail, method, status) => {
          const pathname = `/${tail}`
          const line = requestLogLine({ ...record, method, status, pathname })
          const logged = parse(line).path as string | undefined
          expect(line.indexOf('\n')).toBe(line.length - 1)
          if (logged === undefined) return
          expect(logged).toBe(pathname)
          expect(logged).toMatch(/^[A-Za-z0-9/._~-]+$/)
          expect(status).toBeGreaterThanOrEqual(200)
          expect(status).toBeLessThan(300)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('request log line: values from the request', () => {
  const parseLine = (line: string) => JSON.parse(line) as Record<string, unknown>

  it('keeps a forged line, escape codes and a 900 KB e-mail to one bounded, escaped, redacted line', () => {
    const forged = `GET\n{"level":"info","msg":"request","path":"/admin"}\u001b[2J`
    const huge = `${'a'.repeat(900 * 1024)}@example.cz`
    const line = requestLogLine({
      ...record,
      method: forged,
      cache: '\u001b[31mhit\r\n',
      client: 'jan.novak@example.cz',
      requestId: huge,
      route: '/potvrzeni-schuzky-:name',
    })
    expect(line.indexOf('\n')).toBe(line.length - 1)
    expect(line).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/)
    expect(line.length).toBeLessThan(1000)
    expect(line).not.toContain('example.cz')
    const entry = parseLine(line)
    expect(entry.method).toBe(
      'GET\\u000a{"level":"info","msg":"request","path":"/admin"}\\u001b[2J',
    )
    expect(entry.cache).toBe('\\u001b[31mhit\\u000d\\u000a')
    expect(entry.client).toBe('[email]')
    expect(String(entry.requestId).length).toBeLessThanOrEqual(200)
    expect(entry.route).toBe('/potvrzeni-schuzky-:name')
  })

  it('redacts phone numbers and tokens, keeps ordinary values', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefghijk'
    const entry = parseLine(
      requestLogLine({
        ...record,
        cache: '+420 601 123 456',
        client: jwt,
        requestId: 'f0'.repeat(20),
      }),
    )
    expect(entry).toMatchObject({ cache: '[phone]', client: '[token]', requestId: '[token]' })
    expect(parseLine(requestLogLine(record)).path).toBe('/blog/podpis-v-cloudu')
  })
})
