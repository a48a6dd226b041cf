import { describe, expect, it } from 'vitest'

import { judgeEnquiry, MIN_FILL_MS } from '@/leads/enquiry/botGuard'
import { ENQUIRY_FORM_KINDS } from '@/leads/enquiry/formKinds'
import { buildLocation } from '@/leads/enquiry/location'
import { formTokenKey, issueFormToken } from '@/leads/enquiry/formToken'
import { resolveSource } from '@/leads/enquiry/resolveSource'

describe('location', () => {
  it('joins the form label, the site origin and the page path', () => {
    expect(buildLocation('Kontaktní formulář', 'https://www.602.cz', '/kontakt')).toBe(
      'Kontaktní formulář | https://www.602.cz/kontakt',
    )
  })

  it('normalises slashes and the label', () => {
    expect(buildLocation('  Poptávka ceníku ', 'http://127.0.0.1:3000/', 'sofa-tarify')).toBe(
      'Poptávka ceníku | http://127.0.0.1:3000/sofa-tarify',
    )
  })
})

describe('source', () => {
  it('sends OTHER when the contact form source is empty', () => {
    expect(resolveSource('', ENQUIRY_FORM_KINDS.contact)).toBe('OTHER')
  })

  it('keeps a chosen source on every form', () => {
    expect(resolveSource('SOCIALS', ENQUIRY_FORM_KINDS.contact)).toBe('SOCIALS')
    expect(resolveSource('INTERNET_SEARCH', ENQUIRY_FORM_KINDS.pricing)).toBe('INTERNET_SEARCH')
  })

  it('leaves an empty source empty on the pricing and trial forms', () => {
    expect(resolveSource('', ENQUIRY_FORM_KINDS.pricing)).toBe('')
    expect(resolveSource('', ENQUIRY_FORM_KINDS.trial)).toBe('')
  })
})

describe('bot guard', () => {
  const key = formTokenKey('a-test-secret-of-at-least-32-characters')
  const issuedAt = Date.UTC(2025, 5, 1, 10)
  const token = issueFormToken(key, 'contact', issuedAt)
  const judge = (honeypot: string, elapsedMs: number, given = token) =>
    judgeEnquiry({ honeypot, token: given, kind: 'contact' }, key, issuedAt + elapsedMs)

  it('lets a person through', () => {
    expect(judge('', MIN_FILL_MS + 1)).toBe('person')
  })

  it('drops a filled honeypot, a too fast fill and a nonsense time', () => {
    expect(judge('http://spam.example', 60_000)).toBe('bot')
    expect(judge('', MIN_FILL_MS - 1)).toBe('too-fast')
    // A time the browser made up is no longer possible: a forged or missing token is refused.
    expect(judge('', 60_000, token.replace(/\.[^.]+$/, '.forged'))).toBe('expired')
    expect(judge('', 60_000, '')).toBe('expired')
  })
})

describe('registration forms', () => {
  it('send a fixed text instead of a message', () => {
    for (const kind of ['event', 'golf', 'hrConference', 'sunsetParty'] as const) {
      expect(ENQUIRY_FORM_KINDS[kind].fixedText.length).toBeGreaterThan(0)
    }
  })
})
