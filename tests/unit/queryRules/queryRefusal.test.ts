import { APIError, NotFound, QueryError } from 'payload'
import { describe, expect, it } from 'vitest'

import { QUERY_REFUSAL_MESSAGES, queryRefusalOf } from '@/lib/queryRules/queryRefusal'

/** A pg DatabaseError as node-postgres builds it: SQLSTATE in `code`, a `severity`. */
const databaseError = (code: string, message = 'x') =>
  Object.assign(new Error(message), { code, severity: 'ERROR', name: 'error' })

/** Drizzle's DrizzleQueryError: the SQL in the message, the pg error as `cause`. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select … params: 1e300'), { cause })

describe('queryRefusalOf', () => {
  it.each([
    ['22P02', QUERY_REFUSAL_MESSAGES.data],
    ['22003', QUERY_REFUSAL_MESSAGES.data],
    ['2201B', QUERY_REFUSAL_MESSAGES.data],
    ['42803', QUERY_REFUSAL_MESSAGES.shape],
    ['42P10', QUERY_REFUSAL_MESSAGES.shape],
    ['42601', QUERY_REFUSAL_MESSAGES.shape],
  ])('SQLSTATE %s on the cause chain is a refusal', (code, message) => {
    expect(queryRefusalOf(databaseError(code))?.message).toBe(message)
    expect(queryRefusalOf(wrapped(databaseError(code)))?.message).toBe(message)
    expect(queryRefusalOf(wrapped(wrapped(databaseError(code))))?.reason).toContain(code)
  })

  it("Payload's QueryError, its adapter's refusals and Drizzle's duplicate alias are refusals", () => {
    expect(queryRefusalOf(new QueryError([{ path: 'x' }]))?.message).toBe(
      QUERY_REFUSAL_MESSAGES.path,
    )
    expect(queryRefusalOf(new APIError('Not supported'))).not.toBeNull()
    expect(queryRefusalOf(new APIError('Cannot find field for path at x'))).not.toBeNull()
    expect(
      queryRefusalOf(new Error('Alias "pages_blocks_introduction" is already used in this query')),
    ).not.toBeNull()
  })

  it('leaves server faults and programming bugs alone', () => {
    for (const error of [
      databaseError('42P01'), // a missing table: a missed migration
      databaseError('42703'),
      databaseError('42501'),
      databaseError('53300'), // too many connections
      databaseError('23505'), // unique violation (Payload's ValidationError path)
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      new TypeError("Cannot read properties of undefined (reading 'slug')"),
      new TypeError('Alias "x" is already used in this query'),
      new APIError('Not supported', 400),
      new APIError('Something broke'),
      new NotFound(),
      'a string',
      null,
    ]) {
      expect(queryRefusalOf(error), String(error)).toBeNull()
    }
  })

  it('stops on a cycle of causes', () => {
    const error = new Error('loop') as Error & { cause?: unknown }
    error.cause = error
    expect(queryRefusalOf(error)).toBeNull()
  })
})
