import { describe, expect, it } from 'vitest'

import { isValidIco } from '@/lib/validation/companyIds'
import { emailSchema } from '@/lib/validation/email'
import { VALIDATION_MESSAGES } from '@/lib/validation/messages'
import { phoneSchema } from '@/lib/validation/phone'
import { billingInfoSchema, billingMessages } from '@/shop/forms/billingInfoSchema'
import { QUANTITY_MESSAGE, quantityError } from '@/shop/forms/quantitySchema'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? [])

describe('IČO checksum', () => {
  it.each(['00006947', '27082440', '25596641', '45274649'])('accepts %s', (ico) => {
    expect(isValidIco(ico)).toBe(true)
  })
  it.each(['00006948', '27082441', '1234567', '123456789', 'abcdefgh', ''])('rejects %j', (ico) => {
    expect(isValidIco(ico)).toBe(false)
  })
  it('maps remainder 0 to check digit 1 and remainder 1 to check digit 0', () => {
    // first seven digits 0000000: weighted sum 0
    expect(isValidIco('00000001')).toBe(true)
    expect(isValidIco('00000000')).toBe(false)
    // 0000006: 6 x 2 = 12, remainder 1
    expect(isValidIco('00000060')).toBe(true)
    expect(isValidIco('00000061')).toBe(false)
  })
})

describe('phone and e-mail rules (spec 5)', () => {
  it.each(['777 123 456', '+420 777 123 456', '00420777123456', '777-123-456', '+1 555 123 4567'])(
    'accepts phone %j',
    (phone) => {
      expect(phoneSchema.safeParse(phone).success).toBe(true)
    },
  )
  it.each(['12345', 'telefon', '+420 12', '777 123 456 789 012 345'])(
    'rejects phone %j',
    (phone) => {
      expect(messagesOf(phoneSchema.safeParse(phone))).toEqual([VALIDATION_MESSAGES.phone])
    },
  )
  it('requires a phone and an e-mail', () => {
    expect(messagesOf(phoneSchema.safeParse(''))).toContain(VALIDATION_MESSAGES.required)
    expect(messagesOf(emailSchema.safeParse('  '))).toContain(VALIDATION_MESSAGES.required)
  })
  it.each(['jan@firma.cz', 'jan.novak+eshop@sub.firma.cz'])('accepts e-mail %j', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true)
  })
  it.each(['jan', 'jan@firma', 'jan @firma.cz', '@firma.cz'])('rejects e-mail %j', (email) => {
    expect(messagesOf(emailSchema.safeParse(email))).toEqual([VALIDATION_MESSAGES.email])
  })
})

const validBilling = {
  name: 'Jan Novák',
  email: 'jan@firma.cz',
  phone: '777 123 456',
  street: 'Hornokrčská 15',
  city: 'Praha',
  zip: '140 00',
  note: '',
  terms: true,
  companyBilling: false,
  companyName: '',
  companyId: '',
  companyTaxId: '',
}

describe('billing info schema', () => {
  it('accepts a private purchase', () => {
    expect(billingInfoSchema.safeParse(validBilling).success).toBe(true)
  })
  it('requires the terms to be accepted', () => {
    expect(messagesOf(billingInfoSchema.safeParse({ ...validBilling, terms: false }))).toEqual([
      billingMessages.terms,
    ])
  })
  it('wants a first name and a surname', () => {
    expect(messagesOf(billingInfoSchema.safeParse({ ...validBilling, name: 'Jan' }))).toEqual([
      billingMessages.name,
    ])
  })
  it('checks the PSČ', () => {
    expect(billingInfoSchema.safeParse({ ...validBilling, zip: '14000' }).success).toBe(true)
    expect(messagesOf(billingInfoSchema.safeParse({ ...validBilling, zip: '1400' }))).toEqual([
      billingMessages.zip,
    ])
  })
  it('ignores empty company fields for a private purchase', () => {
    expect(
      billingInfoSchema.safeParse({ ...validBilling, companyId: '123', companyTaxId: 'x' }).success,
    ).toBe(true)
  })
  it('requires a company name and a valid IČO for a company purchase', () => {
    const result = billingInfoSchema.safeParse({ ...validBilling, companyBilling: true })
    expect(messagesOf(result)).toEqual([VALIDATION_MESSAGES.required, VALIDATION_MESSAGES.required])
    const badIco = billingInfoSchema.safeParse({
      ...validBilling,
      companyBilling: true,
      companyName: 'Firma s.r.o.',
      companyId: '27082441',
    })
    expect(messagesOf(badIco)).toEqual([billingMessages.companyId])
  })
  it('checks the DIČ when given and upper-cases it', () => {
    const company = {
      ...validBilling,
      companyBilling: true,
      companyName: 'Firma s.r.o.',
      companyId: '27082440',
    }
    const parsed = billingInfoSchema.parse({ ...company, companyTaxId: 'cz27082440' })
    expect(parsed.companyTaxId).toBe('CZ27082440')
    expect(billingInfoSchema.safeParse({ ...company, companyTaxId: '' }).success).toBe(true)
    expect(messagesOf(billingInfoSchema.safeParse({ ...company, companyTaxId: 'CZ123' }))).toEqual([
      billingMessages.companyTaxId,
    ])
  })
})

describe('quantity form', () => {
  it.each(['1', '25', '1000'])('accepts %j', (quantity) => {
    expect(quantityError(quantity)).toBeNull()
  })
  it.each(['0', '', '1001', '2.5', 'dva', '-1'])('rejects %j', (quantity) => {
    expect(quantityError(quantity)).toBe(QUANTITY_MESSAGE)
  })
})
