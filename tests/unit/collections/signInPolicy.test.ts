import { describe, expect, it } from 'vitest'

import { backoffWaits, gateOrder } from '@collections/Users/signInBackoff'
import { isCrossSiteRequest } from '@/lib/security/crossSiteRequest'

describe('sign-in back-off (collections/Users/signInBackoff.ts)', () => {
  it('doubles the wait from 1 s up to the window', () => {
    expect(backoffWaits(900)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900])
    expect(backoffWaits(60)).toEqual([1, 2, 4, 8, 16, 32, 60])
    expect(backoffWaits(64)).toEqual([1, 2, 4, 8, 16, 32, 64])
  })

  it('meets the binding gate first and its own gate last; past the last, all from the top', () => {
    const gates = [1, 2, 3, 4]
    expect(gateOrder(gates, 1)).toEqual([1])
    expect(gateOrder(gates, 2)).toEqual([1, 2])
    expect(gateOrder(gates, 3)).toEqual([2, 1, 3])
    expect(gateOrder(gates, 4)).toEqual([3, 2, 1, 4])
    expect(gateOrder(gates, 5)).toEqual([4, 3, 2, 1])
    expect(gateOrder(gates, 50)).toEqual([4, 3, 2, 1])
  })
})

describe('cross-site requests (src/lib/security/crossSiteRequest.ts)', () => {
  const trusted = ['https://www.software602.cz']
  const of = (headers: Record<string, string>) => isCrossSiteRequest(new Headers(headers), trusted)

  it("follows Payload's csrf rule for browsers", () => {
    expect(of({ Origin: 'https://www.software602.cz' })).toBe(false)
    expect(of({ Origin: 'https://www.software602.cz', 'Sec-Fetch-Site': 'same-origin' })).toBe(
      false,
    )
    expect(of({ Origin: 'https://evil.example' })).toBe(true)
    expect(of({ Origin: 'https://www.software602.cz.evil.example' })).toBe(true)
    expect(of({ Origin: 'http://www.software602.cz' })).toBe(true)
    expect(of({ Origin: 'null' })).toBe(true)
    expect(of({ Origin: '' })).toBe(true)
    expect(of({ 'Sec-Fetch-Site': 'cross-site' })).toBe(true)
    expect(of({ 'Sec-Fetch-Site': 'same-origin' })).toBe(false)
    expect(of({ 'Sec-Fetch-Site': 'none' })).toBe(false)
  })

  it('lets clients that are no browser through (no Origin, no Sec-Fetch-Site)', () => {
    expect(of({})).toBe(false)
  })
})
