import { describe, expect, it } from 'vitest'

import { parseFromAddress } from '@/lib/mail/parseFromAddress'

describe('parseFromAddress (SMTP_FROM)', () => {
  it('reads "Name <address>", with or without quotes', () => {
    expect(parseFromAddress('Web Software602 <web@software602.cz>')).toEqual({
      name: 'Web Software602',
      address: 'web@software602.cz',
    })
    expect(parseFromAddress('  "Jana Nováková"   <jana.novakova@software602.cz> ')).toEqual({
      name: 'Jana Nováková',
      address: 'jana.novakova@software602.cz',
    })
  })

  it('reads a bare address, with or without angle brackets, as a sender without a name', () => {
    expect(parseFromAddress('web@software602.cz')).toEqual({
      name: '',
      address: 'web@software602.cz',
    })
    expect(parseFromAddress('<web@software602.cz>')).toEqual({
      name: '',
      address: 'web@software602.cz',
    })
  })

  it.each([
    'Web Software602',
    'Web <software602.cz>',
    'Web <web@software602>',
    'web@software602.cz, jiny@software602.cz',
    'Software602, a.s. <web@software602.cz>',
    'Web "602" <web@software602.cz>',
    'Web\r\nBcc: x@example.cz <web@software602.cz>',
  ])('refuses %j, naming SMTP_FROM', (value) => {
    expect(() => parseFromAddress(value)).toThrow(/^SMTP_FROM: .* is not a valid sender/)
  })
})
