import { bodyField } from '../bodyFields'
import { HttpError, redirect, sendHtml, sendJson } from '../http'
import { ownedOrder } from '../orderAccess'
import { gatewayPage } from '../pages/gatewayPage'
import { messagePage } from '../pages/layout'
import { isValidGatewaySignature, signGatewayResult } from '../paymentSignature'
import { route, type Route, type RouteContext } from '../router'
import { requireSessionMail, type SessionKeys } from '../session'
import type { PaymentResult, SandboxOrder } from '../state'

const RESULTS: readonly PaymentResult[] = ['paid', 'cancelled', 'failed']

const MESSAGES: Record<Exclude<PaymentResult, 'paid'>, string> = {
  cancelled: 'Platba byla zrušena. Objednávku můžete zaplatit znovu.',
  failed:
    'Platba se nezdařila. Banka ji zamítla; zkuste to prosím znovu nebo použijte jinou kartu.',
}

function isPaymentResult(value: string | null): value is PaymentResult {
  return RESULTS.includes(value as PaymentResult)
}

function verificationBody(result: PaymentResult) {
  return result === 'paid' ? { status: result } : { status: result, message: MESSAGES[result] }
}

/** Applies a gateway result once; paying an already paid order changes nothing. */
function settle(context: RouteContext, order: SandboxOrder, result: PaymentResult): void {
  if (order.status === 'paid') return
  order.status = result
  if (result === 'paid') {
    const now = new Date()
    order.paidAt = now.toISOString()
    order.invoiceId = context.state.takeInvoiceId(now.getFullYear())
  }
}

function gatewayOrder(context: RouteContext, paymentId: string | null) {
  const rawId = context.params.id ?? ''
  const order = /^\d+$/.test(rawId) ? context.state.orders.get(Number(rawId)) : undefined
  const attempt = paymentId ? order?.payments.get(paymentId) : undefined
  return order && attempt ? { order, attempt } : null
}

export function paymentRoutes(keys: SessionKeys, paymentSecret: string): Route[] {
  return [
    route('POST', '/order/:id/payment', async (c) => {
      const mail = await requireSessionMail(c, keys)
      const order = ownedOrder(c.state, c.params.id, mail)
      const returnUrl = bodyField(c.body, 'return_url')
      if (!returnUrl || !URL.canParse(returnUrl) || !/^https?:/.test(returnUrl)) {
        throw new HttpError(422, 'Chybí platná návratová adresa (return_url).')
      }
      if (order.status === 'paid') throw new HttpError(409, 'Objednávka je již zaplacena.')
      const paymentId = c.state.takePaymentId()
      order.payments.set(paymentId, { id: paymentId, returnUrl, verified: null })
      order.status = 'pending'
      const paymentUrl = new URL(`/gateway/${order.id}`, c.origin)
      paymentUrl.searchParams.set('payment_id', paymentId)
      sendJson(c.res, 200, { payment_url: paymentUrl.toString() })
    }),

    route('GET', '/gateway/:id', (c) => {
      const found = gatewayOrder(c, c.url.searchParams.get('payment_id'))
      if (!found) {
        return sendHtml(
          c.res,
          404,
          messagePage('Platba nenalezena', 'Tato platba neexistuje nebo její odkaz vypršel.'),
        )
      }
      sendHtml(c.res, 200, gatewayPage(found.order, found.attempt.id))
    }),

    route('POST', '/gateway/:id', (c) => {
      const found = gatewayOrder(c, bodyField(c.body, 'payment_id'))
      const result = bodyField(c.body, 'result')
      if (!found || !isPaymentResult(result)) {
        return sendHtml(
          c.res,
          400,
          messagePage(
            'Neplatná platba',
            'Platbu se nepodařilo zpracovat. Vraťte se prosím na web.',
          ),
        )
      }
      const params = {
        order_id: String(found.order.id),
        payment_id: found.attempt.id,
        result,
      }
      const back = new URL(found.attempt.returnUrl)
      for (const [name, value] of Object.entries(params)) back.searchParams.set(name, value)
      back.searchParams.set('signature', signGatewayResult(paymentSecret, params))
      redirect(c.res, back.toString())
    }),

    route('POST', '/order/:id/payment-verification', async (c) => {
      const mail = await requireSessionMail(c, keys)
      const order = ownedOrder(c.state, c.params.id, mail)
      const params = {
        order_id: bodyField(c.body, 'order_id'),
        payment_id: bodyField(c.body, 'payment_id'),
        result: bodyField(c.body, 'result'),
        signature: bodyField(c.body, 'signature'),
      }
      if (
        !params.order_id ||
        !params.payment_id ||
        !params.signature ||
        !isPaymentResult(params.result)
      ) {
        throw new HttpError(422, 'Chybí výsledek platby z platební brány.')
      }
      const gatewayResult = {
        order_id: params.order_id,
        payment_id: params.payment_id,
        result: params.result,
      }
      if (
        params.order_id !== String(order.id) ||
        !isValidGatewaySignature(paymentSecret, gatewayResult, params.signature)
      ) {
        throw new HttpError(422, 'Výsledek platby není platný (nesouhlasí podpis brány).')
      }
      const attempt = order.payments.get(params.payment_id)
      if (!attempt) throw new HttpError(422, 'Platba k této objednávce neexistuje.')
      if (attempt.verified === null) {
        attempt.verified = params.result
        settle(c, order, params.result)
      }
      sendJson(c.res, 200, verificationBody(attempt.verified))
    }),
  ]
}
