import { describe, expect, it } from 'vitest'

import { safeConfirmationPath } from '@/leads/enquiry/confirmationPath'
import {
  formTokenKey,
  issueFormToken,
  MIN_FILL_MS,
  tokenForNextSend,
  verifyFormToken,
} from '@/leads/enquiry/formToken'

describe('safeConfirmationPath', () => {
  it('follows a path on this site', () => {
    expect(safeConfirmationPath('/potvrzeni-obecne')).toBe('/potvrzeni-obecne')
  })

  it('refuses another site, a scheme or no value', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:x',
      '',
      null,
    ]) {
      expect(safeConfirmationPath(value)).toBeNull()
    }
  })
})

describe('tokenForNextSend', () => {
  const key = formTokenKey('test-secret')
  const now = 1_800_000_000_000

  it('keeps a valid or too young token, so its clock keeps running', () => {
    const young = issueFormToken(key, 'contact', now - 100)
    expect(tokenForNextSend(key, young, 'contact', now)).toBe(young)
    const ready = issueFormToken(key, 'contact', now - MIN_FILL_MS - 1)
    expect(tokenForNextSend(key, ready, 'contact', now)).toBe(ready)
  })

  it('issues a fresh token for no token, a forged, foreign or expired one', () => {
    const old = issueFormToken(key, 'contact', now - 3 * 60 * 60 * 1000)
    const foreign = issueFormToken(key, 'pricing', now - 10_000)
    for (const given of ['', 'v1.contact.x.y.z', old, foreign]) {
      const next = tokenForNextSend(key, given, 'contact', now)
      expect(next).not.toBe(given)
      expect(verifyFormToken(key, next, 'contact', now + MIN_FILL_MS)).toMatchObject({ ok: true })
    }
  })
})
