import { describe, expect, it } from 'vitest'

import { clientAddress, normaliseAddress, SOCKET_ADDRESS_HEADER } from '@/lib/http/clientAddress'

const request = (headers: Record<string, string>) => new Headers(headers)
const socket = (address: string) => ({ [SOCKET_ADDRESS_HEADER]: address })

describe('client address', () => {
  it('with 0 hops is the socket address; X-Forwarded-For is ignored', () => {
    expect(clientAddress(request(socket('198.51.100.7')), 0)).toBe('198.51.100.7')
    expect(
      clientAddress(
        request({ ...socket('198.51.100.7'), 'x-forwarded-for': '203.0.113.1, 10.0.0.1' }),
        0,
      ),
    ).toBe('198.51.100.7')
    // Next writes the socket into X-Forwarded-For only when the client sent none, so a header
    // alone proves nothing: without the socket address the client is unknown.
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.1' }), 0)).toBeUndefined()
  })

  it('with 1 hop is the address our proxy appended, whatever the client prepended', () => {
    const via = (forwarded: string) =>
      clientAddress(request({ ...socket('10.0.0.2'), 'x-forwarded-for': forwarded }), 1)
    expect(via('198.51.100.7')).toBe('198.51.100.7')
    expect(via('203.0.113.1, 198.51.100.7')).toBe('198.51.100.7')
    expect(via('1.1.1.1, 2.2.2.2,198.51.100.7')).toBe('198.51.100.7')
  })

  it('with 2 hops is the second address from the right', () => {
    const forwarded = '203.0.113.1, 198.51.100.7, 10.0.0.5'
    expect(clientAddress(request({ ...socket('10.0.0.2'), 'x-forwarded-for': forwarded }), 2)).toBe(
      '198.51.100.7',
    )
    // A request that passed one proxy only: the leftmost entry (what the proxy saw) is used.
    expect(
      clientAddress(request({ ...socket('10.0.0.2'), 'x-forwarded-for': '198.51.100.7' }), 2),
    ).toBe('198.51.100.7')
  })

  it('joins repeated X-Forwarded-For headers in order', () => {
    const headers = new Headers(socket('10.0.0.2'))
    headers.append('x-forwarded-for', '203.0.113.1')
    headers.append('x-forwarded-for', '198.51.100.7')
    expect(clientAddress(headers, 1)).toBe('198.51.100.7')
  })

  it('falls back to the socket address when a proxy sent no X-Forwarded-For', () => {
    expect(clientAddress(request(socket('10.0.0.2')), 1)).toBe('10.0.0.2')
  })

  it('accepts only IP addresses, normalised', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normaliseAddress('198.51.100.7:51234')).toBe('198.51.100.7')
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1')
    expect(normaliseAddress('unknown')).toBeUndefined()
    expect(normaliseAddress('<script>')).toBeUndefined()
    expect(
      clientAddress(request({ ...socket('10.0.0.2'), 'x-forwarded-for': 'evil, nonsense' }), 1),
    ).toBeUndefined()
  })
})
