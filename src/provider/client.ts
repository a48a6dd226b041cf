import { checkLicence } from './calls/checkLicence'
import { downloadInvoice } from './calls/downloadInvoice'
import { exchangeSession } from './calls/exchangeSession'
import { getMyOrders } from './calls/getMyOrders'
import { requestPaymentLink } from './calls/requestPaymentLink'
import { sendForm, type SendFormOptions } from './calls/sendForm'
import { submitOrder } from './calls/submitOrder'
import { verifyPayment } from './calls/verifyPayment'
import { DEFAULT_LICENCE_CHECK_PATH, DEFAULT_PROVIDER_TIMEOUT_MS } from './defaults'
import type { OrderSubmission } from './mappers/order'
import type { Enquiry } from './mappers/sendForm'
import type { ProviderId } from './schemas/providerId'
import { createTransport, type Transport, type TransportOptions } from './transport'

export interface ProviderClientOptions {
  /** Server: PROVIDER_API_URL; browser: PROVIDER_PUBLIC_URL (passed down from the server). */
  baseUrl: string
  timeoutMs?: number
  /** Template with `{productId}`; see checkLicence. */
  licenceCheckPath?: string
  getToken?: () => string | null | undefined
  contextHeaders?: TransportOptions['contextHeaders']
  fetch?: typeof globalThis.fetch
}

/**
 * The calls made for a person (shop, enquiries, session), bound to one transport. Safe in the
 * browser: it reads no environment. Public lists are read on the server by
 * `server/providerReaders.ts` straight from their calls.
 */
export function createProviderClient(options: ProviderClientOptions) {
  const transport: Transport = createTransport({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
    getToken: options.getToken,
    contextHeaders: options.contextHeaders,
    fetch: options.fetch,
  })
  const licenceCheckPath = options.licenceCheckPath ?? DEFAULT_LICENCE_CHECK_PATH

  return {
    submitOrder: (submission: OrderSubmission) => submitOrder(transport, submission),
    requestPaymentLink: (orderId: ProviderId, returnUrl: string) =>
      requestPaymentLink(transport, orderId, returnUrl),
    verifyPayment: (orderId: ProviderId, resultParams: URLSearchParams | Record<string, string>) =>
      verifyPayment(transport, orderId, resultParams),
    checkLicence: (productId: ProviderId) => checkLicence(transport, licenceCheckPath, productId),
    getMyOrders: () => getMyOrders(transport),
    downloadInvoice: (invoiceId: ProviderId) => downloadInvoice(transport, invoiceId),
    sendForm: (enquiry: Enquiry, options?: SendFormOptions) =>
      sendForm(transport, enquiry, options),
    exchangeSession: (identityToken: string) => exchangeSession(transport, identityToken),
  }
}

export type ProviderClient = ReturnType<typeof createProviderClient>
