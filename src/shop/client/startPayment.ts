'use client'

import { splitFullName } from '@/provider/mappers/order'

import type { BillingInfoValues } from '../forms/billingInfoSchema'
import { parseQuantity } from '../parseQuantity'
import { shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import { shopProvider } from './shopProvider'

/**
 * Submits the order (once: a retry reuses the order already created for the same draft), asks
 * for a payment link returning to /payment/authorize and answers the gateway address.
 */
export async function startPayment(values: BillingInfoValues): Promise<string> {
  const client = await shopProvider()
  const store = useShopStore.getState()
  const product = store.selectedProduct
  if (!product) throw new Error('No product selected')

  let orderId = store.submittedOrderId
  if (!orderId) {
    const { name, surname } = splitFullName(values.name)
    try {
      const id = await client.submitOrder({
        items: [{ productId: product.id, count: parseQuantity(store.quantity) }],
        name,
        surname,
        email: values.email,
        phone: values.phone,
        street: values.street,
        city: values.city,
        zip: values.zip,
        note: values.note,
        companyBilling: values.companyBilling,
        companyName: values.companyName,
        companyId: values.companyId,
        companyTaxId: values.companyTaxId,
      })
      orderId = String(id)
    } catch (error) {
      // spec 8: a failed submit leaves no submitted order behind
      useShopStore.getState().setSubmittedOrderId(null)
      throw error
    }
    useShopStore.getState().setSubmittedOrderId(orderId)
  }
  return requestPayment(orderId)
}

/** A (new) payment link for an existing order: the first attempt or a retry after a failure. */
export async function requestPayment(orderId: string): Promise<string> {
  const client = await shopProvider()
  const returnUrl = new URL(shopRoutes.paymentAuthorize, window.location.origin).toString()
  return client.requestPaymentLink(orderId, returnUrl)
}
