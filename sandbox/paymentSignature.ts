import { createHmac, timingSafeEqual } from 'node:crypto'

import type { PaymentResult } from './state'

export interface GatewayResult {
  order_id: string
  payment_id: string
  result: PaymentResult
}

/** The gateway signs what it sends back through the browser, so the site cannot fake a payment. */
export function signGatewayResult(secret: string, result: GatewayResult): string {
  return createHmac('sha256', secret)
    .update(`${result.order_id}|${result.payment_id}|${result.result}`)
    .digest('hex')
}

export function isValidGatewaySignature(
  secret: string,
  result: GatewayResult,
  signature: string,
): boolean {
  const expected = Buffer.from(signGatewayResult(secret, result), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
