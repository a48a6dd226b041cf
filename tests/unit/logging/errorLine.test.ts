import { describe, expect, it } from 'vitest'

import { errorLine } from '@/lib/logging/errorLine'
import { ProviderError, SessionExpiredError } from '@/provider/errors'

describe('errorLine', () => {
  it('writes a database error as its message and SQLSTATE', () => {
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      detail: 'Key (email)=(jana@example.cz) already exists.',
    })
    expect(errorLine(error)).toBe('terminating connection due to administrator command (57P01)')
  })

  it("reads pg-boss's plain copy of an error (not `[object Object]`)", () => {
    const error = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'XX000' })
    const emitted = { ...error, message: error.message, stack: error.stack, queue: 'lead-delivery' }
    expect(String(emitted)).toBe('[object Object]')
    expect(errorLine(emitted)).toBe('Connection terminated unexpectedly (XX000)')
  })

  it("gives an AggregateError's reasons and keeps to one line", () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' })
    const aggregate = Object.assign(
      new AggregateError([refused('127.0.0.1:5432'), refused('::1:5432')], ''),
      { code: 'ECONNREFUSED' },
    )
    expect(errorLine(aggregate)).toBe(
      'connect ECONNREFUSED 127.0.0.1:5432; connect ECONNREFUSED ::1:5432',
    )
    expect(errorLine(new Error('first\n  second'))).toBe('first second')
    expect(errorLine('down')).toBe('down')
    expect(errorLine({})).toBe('error without a message')
  })

  it('gives the English reason of an error made for people, not its Czech message', () => {
    const error = new ProviderError({ kind: 'http', path: '/blog', status: 500 })
    expect(error.message).toBe('Služba poskytovatele odpověděla chybou.')
    expect(errorLine(error)).toBe('provider answered HTTP 500 for /blog')
    expect(errorLine(new SessionExpiredError({ path: '/orders' }))).toBe(
      'no session token for /orders',
    )
  })
})
