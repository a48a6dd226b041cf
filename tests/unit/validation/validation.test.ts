import { describe, expect, it } from 'vitest'

import { emailSchema } from '@/lib/validation/email'
import { enquiryFormSchema } from '@/lib/validation/enquiryForm'
import { VALIDATION_MESSAGES } from '@/lib/validation/messages'
import { firstNameSchema, surnameSchema } from '@/lib/validation/personName'
import { phoneSchema } from '@/lib/validation/phone'

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null)

describe('spec 5 messages', () => {
  it('are verbatim', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      required: 'Bez této položky se neobejdeme',
      name: 'Jméno je ve špatném formátu',
      surname: 'Příjmení je ve špatném formátu',
      phone: 'Telefonní číslo je ve špatném formátu',
      email: 'E-mail není ve správném formátu',
    })
  })
})

describe('name and surname', () => {
  it.each([
    'Jan',
    'Žofie',
    'Ľubomír',
    'Ďurovčík',
    'Řehoř',
    'Ŕehák',
    'Ôndrej',
    'Kateřina-Ludmila',
    'Nováková Svobodová',
    'Ňuňa',
    '  Petr  ',
  ])('accepts %j', (value) => {
    expect(firstNameSchema.safeParse(value).success).toBe(true)
    expect(surnameSchema.safeParse(value).success).toBe(true)
  })

  it.each([
    ['', VALIDATION_MESSAGES.required],
    ['   ', VALIDATION_MESSAGES.required],
    ['Jan2', VALIDATION_MESSAGES.name],
    ['-Jan', VALIDATION_MESSAGES.name],
    ['Jan-', VALIDATION_MESSAGES.name],
    ['Jan--Petr', VALIDATION_MESSAGES.name],
    ['Jan  Petr', VALIDATION_MESSAGES.name],
    ["O'Neil", VALIDATION_MESSAGES.name],
    ['Иван', VALIDATION_MESSAGES.name],
    ['Jürgen', VALIDATION_MESSAGES.name],
    ['<script>', VALIDATION_MESSAGES.name],
  ])('refuses %j with %j', (value, message) => {
    expect(messageOf(firstNameSchema.safeParse(value))).toBe(message)
    expect(messageOf(surnameSchema.safeParse(value))).toBe(
      message === VALIDATION_MESSAGES.name ? VALIDATION_MESSAGES.surname : message,
    )
  })
})

describe('phone', () => {
  it.each([
    '603123456',
    '603 123 456',
    '603-123-456',
    '+420 603 123 456',
    '+420603123456',
    '00420 603 123 456',
    '00421 905 123 456',
    '+421-905-123-456',
    '+1 212 555 0100',
    '+420 222 011 602 linka 12',
    '+420 222 011 602 ext. 305',
    '222011602#15',
    '12345678901234',
  ])('accepts %j', (value) => {
    expect(phoneSchema.safeParse(value).success).toBe(true)
  })

  it.each([
    ['', VALIDATION_MESSAGES.required],
    ['12345678', VALIDATION_MESSAGES.phone],
    ['+420 12345', VALIDATION_MESSAGES.phone],
    ['603  123 456', VALIDATION_MESSAGES.phone],
    ['603--123-456', VALIDATION_MESSAGES.phone],
    ['123456789012345', VALIDATION_MESSAGES.phone],
    ['+420 603 123 456 789 012', VALIDATION_MESSAGES.phone],
    ['603 123 45a', VALIDATION_MESSAGES.phone],
    ['(603) 123 456', VALIDATION_MESSAGES.phone],
    ['603 123 456 -', VALIDATION_MESSAGES.phone],
    ['+ 420 603 123 456', VALIDATION_MESSAGES.phone],
    ['603 123 456 linka', VALIDATION_MESSAGES.phone],
  ])('refuses %j with %j', (value, message) => {
    expect(messageOf(phoneSchema.safeParse(value))).toBe(message)
  })
})

describe('email', () => {
  it.each(['jan.novak@example.cz', 'j+tag@sub.example.com', ' info@602.cz '])(
    'accepts %j',
    (value) => {
      expect(emailSchema.safeParse(value).success).toBe(true)
    },
  )

  it.each([
    ['', VALIDATION_MESSAGES.required],
    ['jan', VALIDATION_MESSAGES.email],
    ['jan@', VALIDATION_MESSAGES.email],
    ['jan@example', VALIDATION_MESSAGES.email],
    ['jan novak@example.cz', VALIDATION_MESSAGES.email],
    ['@example.cz', VALIDATION_MESSAGES.email],
  ])('refuses %j with %j', (value, message) => {
    expect(messageOf(emailSchema.safeParse(value))).toBe(message)
  })
})

describe('enquiry form schema', () => {
  const valid = {
    name: 'Jana',
    surname: 'Dvořáková',
    email: 'jana@example.cz',
    phone: '+420 603 123 456',
    text: 'Dobrý den, prosím o nabídku.',
    source: '',
  }

  it('accepts a complete enquiry and trims it', () => {
    const parsed = enquiryFormSchema.parse({ ...valid, name: ' Jana ' })
    expect(parsed.name).toBe('Jana')
  })

  it('reports every empty required field with the required message', () => {
    const result = enquiryFormSchema.safeParse({
      name: '',
      surname: '',
      email: '',
      phone: '',
      text: '',
      source: '',
    })
    expect(result.success).toBe(false)
    const firstByField = new Map<string, string>()
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0])
      if (!firstByField.has(field)) firstByField.set(field, issue.message)
    }
    expect(Object.fromEntries(firstByField)).toEqual({
      name: VALIDATION_MESSAGES.required,
      surname: VALIDATION_MESSAGES.required,
      email: VALIDATION_MESSAGES.required,
      phone: VALIDATION_MESSAGES.required,
      text: VALIDATION_MESSAGES.required,
    })
  })

  it('accepts only the four sources or none', () => {
    for (const source of ['PERSONAL_RECOMMENDATION', 'INTERNET_SEARCH', 'SOCIALS', 'OTHER', '']) {
      expect(enquiryFormSchema.safeParse({ ...valid, source }).success).toBe(true)
    }
    expect(enquiryFormSchema.safeParse({ ...valid, source: 'TV' }).success).toBe(false)
  })
})
