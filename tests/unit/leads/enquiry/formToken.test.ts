import { describe, expect, it } from 'vitest'

import {
  formTokenKey,
  issueFormToken,
  MAX_TOKEN_AGE_MS,
  MIN_FILL_MS,
  verifyFormToken,
} from '@/leads/enquiry/formToken'

const key = formTokenKey('a-test-secret-of-at-least-32-characters')
const issuedAt = Date.UTC(2025, 5, 1, 10, 0, 0)
const token = issueFormToken(key, 'contact', issuedAt)

describe('enquiry form token', () => {
  it('is accepted for its kind once a person could have filled the form in', () => {
    expect(verifyFormToken(key, token, 'contact', issuedAt + MIN_FILL_MS)).toEqual({
      ok: true,
      issuedAt,
    })
    expect(verifyFormToken(key, token, 'contact', issuedAt + MAX_TOKEN_AGE_MS)).toMatchObject({
      ok: true,
    })
  })

  it('says "too fast" before the minimum fill time, counted from when the server issued it', () => {
    expect(verifyFormToken(key, token, 'contact', issuedAt)).toEqual({
      ok: false,
      reason: 'too-fast',
    })
    expect(verifyFormToken(key, token, 'contact', issuedAt + MIN_FILL_MS - 1)).toEqual({
      ok: false,
      reason: 'too-fast',
    })
  })

  it('expires after the maximum age and refuses a time from the future', () => {
    expect(verifyFormToken(key, token, 'contact', issuedAt + MAX_TOKEN_AGE_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(verifyFormToken(key, token, 'contact', issuedAt - 60_000)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('belongs to one form kind', () => {
    expect(verifyFormToken(key, token, 'pricing', issuedAt + 10_000)).toEqual({
      ok: false,
      reason: 'wrong-kind',
    })
  })

  it('cannot be forged: another key, a changed time or kind, garbage', () => {
    const later = issuedAt + 10_000
    const otherKey = formTokenKey('another-secret-of-at-least-32-characters')
    expect(verifyFormToken(otherKey, token, 'contact', later)).toMatchObject({ reason: 'invalid' })
    // A script that moves the issue time back to look slow breaks the signature.
    const [version, kind, , nonce, signature] = token.split('.')
    const backdated = [version, kind, (issuedAt - 60_000).toString(36), nonce, signature].join('.')
    expect(verifyFormToken(key, backdated, 'contact', issuedAt + 100)).toMatchObject({
      reason: 'invalid',
    })
    const otherKind = [version, 'pricing', issuedAt.toString(36), nonce, signature].join('.')
    expect(verifyFormToken(key, otherKind, 'pricing', later)).toMatchObject({ reason: 'invalid' })
    for (const garbage of ['', 'v1', 'v1.contact.x.y', `${token}.extra`, token.toUpperCase()]) {
      expect(verifyFormToken(key, garbage, 'contact', later)).toMatchObject({ ok: false })
    }
  })

  it('differs for every issue and never contains the secret', () => {
    expect(issueFormToken(key, 'contact', issuedAt)).not.toBe(token)
    expect(token).not.toContain('a-test-secret')
  })
})
