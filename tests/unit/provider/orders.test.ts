import { describe, expect, it } from 'vitest'

import { mapOrderRecords } from '@/provider/mappers/myOrders'
import { type OrderSubmission, splitFullName, toOrderRequest } from '@/provider/mappers/order'
import { mapPaymentVerification } from '@/provider/mappers/payment'
import { toSendFormRequest } from '@/provider/mappers/sendForm'
import { licenceCheckResponseSchema } from '@/provider/schemas/licence'
import { myOrdersResponseSchema } from '@/provider/schemas/myOrders'
import { orderCreatedResponseSchema, orderRequestSchema } from '@/provider/schemas/order'
import {
  paymentLinkResponseSchema,
  paymentVerificationResponseSchema,
} from '@/provider/schemas/payment'
import { sendFormRequestSchema } from '@/provider/schemas/sendForm'
import { sessionExchangeResponseSchema } from '@/provider/schemas/session'

const submission: OrderSubmission = {
  items: [{ productId: 1, count: 2 }],
  name: 'Jan',
  surname: 'Novák',
  email: 'jan@example.cz',
  phone: '+420 777 123 456',
  street: 'Hlavní 1',
  city: 'Praha',
  zip: '110 00',
  note: '',
  companyBilling: false,
  companyName: 'Zbytek s.r.o.',
  companyId: '12345678',
  companyTaxId: 'CZ12345678',
}

describe('order request', () => {
  it('renames the shop fields to the spec 7 body', () => {
    const body = toOrderRequest(submission)
    expect(body).toEqual({
      items: [{ product_id: 1, count: 2 }],
      name: 'Jan',
      surname: 'Novák',
      mail: 'jan@example.cz',
      phone: '+420 777 123 456',
      street_address: 'Hlavní 1',
      city: 'Praha',
      zip: '110 00',
      note: '',
      legal_entity_purchase: false,
      legal_entity_name: '',
      ic: '',
      dic: '',
    })
    expect(orderRequestSchema.safeParse(body).success).toBe(true)
  })

  it('sends company fields only for a company purchase', () => {
    expect(toOrderRequest({ ...submission, companyBilling: true })).toMatchObject({
      legal_entity_purchase: true,
      legal_entity_name: 'Zbytek s.r.o.',
      ic: '12345678',
      dic: 'CZ12345678',
    })
  })

  it('rejects an empty item list or a zero count', () => {
    const body = toOrderRequest(submission)
    expect(orderRequestSchema.safeParse({ ...body, items: [] }).success).toBe(false)
    expect(
      orderRequestSchema.safeParse({ ...body, items: [{ product_id: 1, count: 0 }] }).success,
    ).toBe(false)
  })

  it('reads the created order id; rejects a body without one', () => {
    expect(orderCreatedResponseSchema.parse({ id: 1001 }).id).toBe(1001)
    expect(orderCreatedResponseSchema.safeParse({ data: 'nonsense' }).success).toBe(false)
  })
})

describe('splitFullName', () => {
  it.each([
    ['Jan Novák', { name: 'Jan', surname: 'Novák' }],
    ['  Marie   Anna  Dvořáková ', { name: 'Marie', surname: 'Anna Dvořáková' }],
    ['Cher', { name: 'Cher', surname: '' }],
    ['', { name: '', surname: '' }],
  ])('%j', (input, expected) => {
    expect(splitFullName(input)).toEqual(expected)
  })
})

describe('payment schemas', () => {
  it('requires an absolute payment url', () => {
    expect(
      paymentLinkResponseSchema.safeParse({ payment_url: 'https://g.example/1' }).success,
    ).toBe(true)
    expect(paymentLinkResponseSchema.safeParse({ payment_url: 'neco' }).success).toBe(false)
  })

  it('maps a verification with and without a message', () => {
    expect(
      mapPaymentVerification(paymentVerificationResponseSchema.parse({ status: 'paid' })),
    ).toEqual({ status: 'paid', paid: true, message: null })
    expect(
      mapPaymentVerification(
        paymentVerificationResponseSchema.parse({ status: 'failed', message: 'Zamítnuto' }),
      ),
    ).toEqual({ status: 'failed', paid: false, message: 'Zamítnuto' })
    expect(paymentVerificationResponseSchema.safeParse({ status: '' }).success).toBe(false)
    expect(paymentVerificationResponseSchema.safeParse({ data: 'nonsense' }).success).toBe(false)
  })
})

describe('my orders', () => {
  const raw = {
    id: 1001,
    created: '2025-06-01T10:00:00.000Z',
    status: 'paid',
    items: [
      { product_id: 1, title: 'Signer', count: 2, price: { amount: 99000, currency: 'CZK' } },
    ],
    total: { amount: 198000, currency: 'CZK' },
    invoice_id: 'FV-2025-00001',
  }

  it('maps records with prices in koruny and dates as Date', () => {
    const [order] = mapOrderRecords(myOrdersResponseSchema.parse({ data: [raw] }).data)
    expect(order).toEqual({
      id: 1001,
      created: new Date('2025-06-01T10:00:00.000Z'),
      status: 'paid',
      items: [{ productId: 1, title: 'Signer', count: 2, unitPriceCzk: 990, currency: 'CZK' }],
      totalCzk: 1980,
      currency: 'CZK',
      invoiceId: 'FV-2025-00001',
    })
  })

  it('gives null invoice id to unpaid orders', () => {
    const [order] = mapOrderRecords(
      myOrdersResponseSchema.parse({ data: [{ ...raw, invoice_id: null }] }).data,
    )
    expect(order?.invoiceId).toBeNull()
  })

  it('rejects malformed records', () => {
    expect(myOrdersResponseSchema.safeParse({ data: [{ ...raw, total: 1980 }] }).success).toBe(
      false,
    )
    expect(myOrdersResponseSchema.safeParse({ data: 'nonsense' }).success).toBe(false)
  })
})

describe('licence, session and send-form shapes', () => {
  it('licence check needs a boolean', () => {
    expect(licenceCheckResponseSchema.parse({ can_be_bought: false }).can_be_bought).toBe(false)
    expect(licenceCheckResponseSchema.safeParse({ can_be_bought: 'ano' }).success).toBe(false)
  })

  it('session exchange needs a token', () => {
    expect(sessionExchangeResponseSchema.safeParse({ token: '' }).success).toBe(false)
    expect(sessionExchangeResponseSchema.safeParse({}).success).toBe(false)
  })

  it('send-form body has the spec 7 names and lang cs', () => {
    const body = toSendFormRequest({
      firstName: 'Jan',
      lastName: 'Novák',
      email: 'jan@example.cz',
      phone: '777123456',
      location: 'Kontakt | https://site.example/kontakt',
      text: 'Dobrý den',
      source: '',
    })
    expect(body).toEqual({
      first_name: 'Jan',
      last_name: 'Novák',
      email: 'jan@example.cz',
      phone: '777123456',
      lang: 'cs',
      location: 'Kontakt | https://site.example/kontakt',
      text: 'Dobrý den',
      source: '',
    })
    expect(sendFormRequestSchema.safeParse(body).success).toBe(true)
    expect(sendFormRequestSchema.safeParse({ ...body, source: 'TV' }).success).toBe(false)
  })
})
