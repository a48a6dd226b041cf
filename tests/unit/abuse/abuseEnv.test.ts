import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

const valid = {
  DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5432/site',
  PAYLOAD_SECRET: 'x'.repeat(40),
}

describe('abuse limit variables', () => {
  it('default to direct clients, 5 enquiries per 10 min and sign-in limits below the lock-out', () => {
    expect(parseEnv(valid)).toMatchObject({
      TRUSTED_PROXY_HOPS: 0,
      ENQUIRY_RATE_LIMIT_POINTS: 5,
      ENQUIRY_RATE_LIMIT_WINDOW_SECONDS: 600,
      LOGIN_RATE_LIMIT_POINTS: 10,
      LOGIN_RATE_LIMIT_PER_ACCOUNT: 4,
      LOGIN_RATE_LIMIT_WINDOW_SECONDS: 900,
      PASSWORD_RESET_RATE_LIMIT_POINTS: 5,
    })
  })

  it('are read from the environment', () => {
    expect(
      parseEnv({ ...valid, TRUSTED_PROXY_HOPS: '2', ENQUIRY_RATE_LIMIT_POINTS: '20' }),
    ).toMatchObject({ TRUSTED_PROXY_HOPS: 2, ENQUIRY_RATE_LIMIT_POINTS: 20 })
  })

  it('refuse values out of range', () => {
    // No account lock any more: the free failures before the back-off may be 1-100.
    expect(parseEnv({ ...valid, LOGIN_RATE_LIMIT_PER_ACCOUNT: '5' })).toMatchObject({
      LOGIN_RATE_LIMIT_PER_ACCOUNT: 5,
    })
    expect(() => parseEnv({ ...valid, LOGIN_RATE_LIMIT_PER_ACCOUNT: '0' })).toThrow(
      /LOGIN_RATE_LIMIT_PER_ACCOUNT/,
    )
    expect(() => parseEnv({ ...valid, LOGIN_RATE_LIMIT_PER_ACCOUNT: '101' })).toThrow(
      /LOGIN_RATE_LIMIT_PER_ACCOUNT/,
    )
    expect(() => parseEnv({ ...valid, TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})
