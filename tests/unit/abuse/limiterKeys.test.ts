import { describe, expect, it } from 'vitest'

import {
  clientBucket,
  enquiryKey,
  loginClientKey,
  passwordResetKey,
  signInKey,
} from '@/lib/rateLimit/limiterKeys'

describe('limiter keys', () => {
  it('count an IPv4 client by its address and an IPv6 client by its /64', () => {
    expect(clientBucket('198.51.100.7')).toBe('198.51.100.7')
    expect(clientBucket('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64')
    expect(clientBucket('2001:db8:aa:bb::9')).toBe('2001:db8:aa:bb::/64')
    expect(clientBucket('2001:0db8:00aa:00bb:ffff::1')).toBe('2001:db8:aa:bb::/64')
    expect(clientBucket('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientBucket('::1')).toBe('0:0:0:0::/64')
  })

  it('put clients with no known address into one bucket', () => {
    expect(clientBucket(undefined)).toBe('unknown')
    expect(clientBucket('nonsense')).toBe('unknown')
  })

  it('separate enquiries by form kind', () => {
    expect(enquiryKey('198.51.100.7', 'contact')).toBe('198.51.100.7|contact')
    expect(enquiryKey('198.51.100.7', 'pricing')).not.toBe(enquiryKey('198.51.100.7', 'contact'))
  })

  it('name an account the way Payload looks it up (trimmed, lower case)', () => {
    expect(loginClientKey('198.51.100.7')).toBe('198.51.100.7')
    expect(signInKey('198.51.100.7', ' Editor@Example.CZ ')).toBe('198.51.100.7|editor@example.cz')
    expect(passwordResetKey(undefined)).toBe('unknown')
  })
})
