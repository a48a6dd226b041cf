import { describe, expect, it } from 'vitest'

import { looksLikeBot, MIN_FILL_MS } from '@/lib/enquiry/botGuard'
import { ENQUIRY_FORM_KINDS } from '@/lib/enquiry/formKinds'
import { buildLocation } from '@/lib/enquiry/location'
import { resolveSource } from '@/lib/enquiry/resolveSource'

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
  it('lets a person through', () => {
    expect(looksLikeBot('', MIN_FILL_MS + 1)).toBe(false)
  })

  it('drops a filled honeypot, a too fast fill and a nonsense time', () => {
    expect(looksLikeBot('http://spam.example', 60_000)).toBe(true)
    expect(looksLikeBot('', MIN_FILL_MS - 1)).toBe(true)
    expect(looksLikeBot('', Number.NaN)).toBe(true)
  })
})

describe('registration forms', () => {
  it('end on confirmation pages and send a fixed text', () => {
    for (const kind of ['event', 'golf', 'hrConference', 'sunsetParty'] as const) {
      expect(ENQUIRY_FORM_KINDS[kind].confirmationPath).toMatch(/^\/potvrzeni/)
      expect(ENQUIRY_FORM_KINDS[kind].fixedText.length).toBeGreaterThan(0)
    }
  })
})
