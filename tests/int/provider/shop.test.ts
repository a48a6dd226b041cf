import { describe, expect, it } from 'vitest'

import { ProviderError, SessionExpiredError } from '@/provider/errors'
import type { OrderSubmission } from '@/provider/mappers/order'

import { SITE_URL, sandboxForFile } from './sandboxHarness'

const sandbox = sandboxForFile()

const order: OrderSubmission = {
  items: [{ productId: 1, count: 2 }],
  name: 'Jana',
  surname: 'Nováková',
  email: 'jana@example.cz',
  phone: '+420 777 123 456',
  street: 'Vinohradská 12',
  city: 'Praha',
  zip: '120 00',
  note: 'Fakturu prosím e-mailem.',
  companyBilling: true,
  companyName: 'Nováková s.r.o.',
  companyId: '12345678',
  companyTaxId: 'CZ12345678',
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('identity and session', () => {
  it('redirects back with a token appended to the existing query and exchanges it', async () => {
    const { location, token } = await sandbox.identityTokenFor('Jana@Example.cz')
    expect(location.origin + location.pathname).toBe(`${SITE_URL}/eshop/cart`)
    expect(location.searchParams.get('krok')).toBe('2')
    const session = await sandbox.client().exchangeSession(token)
    expect(session.email).toBe('jana@example.cz')
    expect(session.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 7 * 3600_000)
  })

  it('refuses a used or invented identity token with 401', async () => {
    const { token } = await sandbox.identityTokenFor('a@example.cz')
    await sandbox.client().exchangeSession(token)
    expect(await rejection(sandbox.client().exchangeSession(token))).toBeInstanceOf(
      SessionExpiredError,
    )
    expect(await rejection(sandbox.client().exchangeSession('vymysleny'))).toMatchObject({
      status: 401,
    })
  })

  it('refuses a return address outside the site', async () => {
    const response = await fetch(
      `${sandbox.url()}/identity/login?return_url=${encodeURIComponent('https://evil.example/')}`,
    )
    expect(response.status).toBe(400)
  })

  it('treats missing, forged, expired and reset sessions as expired', async () => {
    const noToken = sandbox.client()
    expect(await rejection(noToken.getMyOrders())).toBeInstanceOf(SessionExpiredError)

    const forged = sandbox.client({ getToken: () => 'eyJhbGciOiJIUzI1NiJ9.e30.podpis' })
    expect(await rejection(forged.getMyOrders())).toMatchObject({ status: 401 })

    const expiredToken = (await (
      await sandbox.control('POST', '/__sandbox/session', {
        mail: 'a@example.cz',
        expiresInSeconds: -60,
      })
    ).json()) as { token: string }
    const expired = sandbox.client({ getToken: () => expiredToken.token })
    expect(await rejection(expired.getMyOrders())).toBeInstanceOf(SessionExpiredError)

    const { api } = await sandbox.loggedInClient('a@example.cz')
    await expect(api.getMyOrders()).resolves.toEqual([])
    await sandbox.control('POST', '/__sandbox/reset')
    expect(await rejection(api.getMyOrders())).toBeInstanceOf(SessionExpiredError)
  })
})

describe('licence check', () => {
  it('answers per product and needs a session', async () => {
    const { api } = await sandbox.loggedInClient('jana@example.cz')
    await expect(api.checkLicence(1)).resolves.toBe(true)
    await expect(api.checkLicence(6)).resolves.toBe(false)
    expect(await rejection(api.checkLicence(999))).toMatchObject({ kind: 'http', status: 404 })
    expect(await rejection(sandbox.client().checkLicence(1))).toBeInstanceOf(SessionExpiredError)
  })

  it('follows a configured path template', async () => {
    const { session } = await sandbox.loggedInClient('jana@example.cz')
    const api = sandbox.client({
      getToken: () => session.token,
      licenceCheckPath: '/api/product/{productId}/can-be-bought',
    })
    await expect(api.checkLicence('2')).resolves.toBe(true)
  })
})

describe('order, payment and invoice', () => {
  it('validates the order body with 422 and a Czech message', async () => {
    const { api } = await sandbox.loggedInClient('jana@example.cz')
    const badZip = await rejection(api.submitOrder({ ...order, zip: 'Praha' }))
    expect(badZip).toBeInstanceOf(ProviderError)
    expect(badZip).toMatchObject({ kind: 'http', status: 422 })
    expect((badZip as ProviderError).serverMessage).toContain('zip')
    const legacy = await rejection(
      api.submitOrder({ ...order, items: [{ productId: 6, count: 1 }] }),
    )
    expect((legacy as ProviderError).serverMessage).toMatch(/nelze zakoupit/)
    const noIc = await rejection(api.submitOrder({ ...order, companyId: '' }))
    expect(noIc).toMatchObject({ status: 422 })
  })

  it('submits, pays once, verifies idempotently and issues one invoice PDF', async () => {
    const { api } = await sandbox.loggedInClient('jana@example.cz')
    const orderId = await api.submitOrder(order)
    const returnUrl = `${SITE_URL}/eshop/thank-you`
    const paymentUrl = await api.requestPaymentLink(orderId, returnUrl)
    expect(paymentUrl.startsWith(`${sandbox.url()}/gateway/${orderId}?`)).toBe(true)

    const { html, returnedTo } = await sandbox.payAtGateway(paymentUrl, 'paid')
    expect(html).toContain('Zaplatit')
    expect(html).toContain('Zrušit')
    expect(html).toContain('Chyba platby')
    expect(returnedTo.origin + returnedTo.pathname).toBe(returnUrl)
    expect(returnedTo.searchParams.get('order_id')).toBe(String(orderId))
    expect(returnedTo.searchParams.get('result')).toBe('paid')

    const first = await api.verifyPayment(orderId, returnedTo.searchParams)
    expect(first).toEqual({ status: 'paid', paid: true, message: null })
    const second = await api.verifyPayment(orderId, Object.fromEntries(returnedTo.searchParams))
    expect(second).toEqual(first)

    const [record] = await api.getMyOrders()
    expect(record).toMatchObject({ id: orderId, status: 'paid', totalCzk: 1980 })
    expect(record?.items[0]).toMatchObject({ productId: 1, count: 2, unitPriceCzk: 990 })
    const invoiceId = record?.invoiceId
    expect(invoiceId).toBeTruthy()

    // a new payment of a paid order is refused, so it can never be paid twice
    expect(await rejection(api.requestPaymentLink(orderId, returnUrl))).toMatchObject({
      status: 409,
    })
    expect((await api.getMyOrders())[0]?.invoiceId).toBe(invoiceId)

    const invoice = await api.downloadInvoice(invoiceId!)
    expect(invoice.filename).toBe(`faktura-${invoiceId}.pdf`)
    expect(invoice.blob.type).toBe('application/pdf')
    const text = new TextDecoder('latin1').decode(await invoice.blob.arrayBuffer())
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
  })

  it('reports cancelled and failed payments with a message and allows paying again', async () => {
    const { api } = await sandbox.loggedInClient('jana@example.cz')
    const orderId = await api.submitOrder({ ...order, companyBilling: false })
    const returnUrl = `${SITE_URL}/eshop/thank-you`

    const cancelled = await sandbox.payAtGateway(
      await api.requestPaymentLink(orderId, returnUrl),
      'cancelled',
    )
    const cancelledResult = await api.verifyPayment(orderId, cancelled.returnedTo.searchParams)
    expect(cancelledResult).toMatchObject({ status: 'cancelled', paid: false })
    expect(cancelledResult.message).toMatch(/zrušena/)

    const failed = await sandbox.payAtGateway(
      await api.requestPaymentLink(orderId, returnUrl),
      'failed',
    )
    const failedResult = await api.verifyPayment(orderId, failed.returnedTo.searchParams)
    expect(failedResult).toMatchObject({ status: 'failed', paid: false })
    expect(failedResult.message).toMatch(/nezdařila/)
    expect((await api.getMyOrders())[0]).toMatchObject({ status: 'failed', invoiceId: null })

    const paid = await sandbox.payAtGateway(
      await api.requestPaymentLink(orderId, returnUrl),
      'paid',
    )
    expect((await api.verifyPayment(orderId, paid.returnedTo.searchParams)).paid).toBe(true)
    // an old cancelled result verified again neither unpays nor pays twice
    expect((await api.verifyPayment(orderId, cancelled.returnedTo.searchParams)).status).toBe(
      'cancelled',
    )
    expect((await api.getMyOrders())[0]?.status).toBe('paid')
  })

  it('refuses tampered gateway parameters', async () => {
    const { api } = await sandbox.loggedInClient('jana@example.cz')
    const orderId = await api.submitOrder(order)
    const { returnedTo } = await sandbox.payAtGateway(
      await api.requestPaymentLink(orderId, `${SITE_URL}/eshop/thank-you`),
      'failed',
    )
    const forged = Object.fromEntries(returnedTo.searchParams)
    forged.result = 'paid'
    expect(await rejection(api.verifyPayment(orderId, forged))).toMatchObject({ status: 422 })
  })

  it('keeps orders and invoices private to their owner', async () => {
    const alice = await sandbox.loggedInClient('alice@example.cz')
    const bob = await sandbox.loggedInClient('bob@example.cz')
    const aliceOrder = await alice.api.submitOrder(order)
    const { returnedTo } = await sandbox.payAtGateway(
      await alice.api.requestPaymentLink(aliceOrder, `${SITE_URL}/eshop/thank-you`),
      'paid',
    )
    await alice.api.verifyPayment(aliceOrder, returnedTo.searchParams)
    const invoiceId = (await alice.api.getMyOrders())[0]?.invoiceId
    const bobOrder = await bob.api.submitOrder({ ...order, items: [{ productId: 2, count: 1 }] })

    expect((await alice.api.getMyOrders()).map((each) => each.id)).toEqual([aliceOrder])
    expect((await bob.api.getMyOrders()).map((each) => each.id)).toEqual([bobOrder])

    const invoice = await rejection(bob.api.downloadInvoice(invoiceId!))
    expect(invoice).toBeInstanceOf(SessionExpiredError)
    expect(invoice).toMatchObject({ status: 403 })
    expect(
      await rejection(bob.api.requestPaymentLink(aliceOrder, `${SITE_URL}/eshop/thank-you`)),
    ).toMatchObject({ status: 403 })
    expect(
      await rejection(bob.api.verifyPayment(aliceOrder, returnedTo.searchParams)),
    ).toMatchObject({ status: 403 })
    expect(await rejection(alice.api.downloadInvoice('FV-1999-99999'))).toMatchObject({
      kind: 'http',
      status: 404,
    })
  })
})
