import { beforeEach, describe, expect, it } from 'vitest'

import type { Product } from '@/provider/mappers/product'
import { SESSION_EXPIRED_MESSAGE } from '@/provider/errors'
import { initialPersistedState } from '@/shop/store/persistedState'
import { useShopStore } from '@/shop/store/useShopStore'

const product: Product = {
  id: 1,
  internalId: 'SIGNER-1Y',
  title: 'Signer – roční licence',
  category: 'Elektronický podpis',
  description: '',
  priceMinor: 99_000,
  priceCzk: 990,
  currency: 'CZK',
}

const windowStub = globalThis as unknown as { window?: { dataLayer?: unknown[] } }

beforeEach(() => {
  windowStub.window = {}
  useShopStore.setState({
    ...initialPersistedState,
    licence: null,
    sessionMessage: null,
    paidOrderId: null,
  })
})

describe('shop store actions', () => {
  it('choosing a product resets quantity, payment type and order, and pushes add-to-cart', () => {
    useShopStore.setState({ quantity: '5', paymentType: 'card', submittedOrderId: '9' })
    useShopStore.getState().chooseProduct(product)
    const state = useShopStore.getState()
    expect(state.selectedProduct).toEqual({
      id: 1,
      title: 'Signer – roční licence',
      category: 'Elektronický podpis',
      priceMinor: 99_000,
    })
    expect(state.quantity).toBe('1')
    expect(state.paymentType).toBeNull()
    expect(state.submittedOrderId).toBeNull()
    expect(windowStub.window?.dataLayer).toEqual([
      {
        event: 'add-to-cart',
        ecommerce: {
          currency: 'CZK',
          value: 990,
          items: [
            {
              item_id: '1',
              item_name: 'Signer – roční licence',
              item_brand: '602',
              item_category: 'Elektronický podpis',
              price: 990,
              quantity: 1,
            },
          ],
        },
      },
    ])
  })

  it('a changed billing draft forgets the submitted order; an unchanged one keeps it', () => {
    useShopStore.setState({ name: 'Jan Novák', submittedOrderId: '9' })
    useShopStore.getState().saveBillingDraft({ name: 'Jan Novák' })
    expect(useShopStore.getState().submittedOrderId).toBe('9')
    useShopStore.getState().saveBillingDraft({ name: 'Jana Nováková' })
    expect(useShopStore.getState()).toMatchObject({ name: 'Jana Nováková', submittedOrderId: null })
  })

  it('session expiry drops the token and keeps the draft and the message', () => {
    useShopStore.setState({ authToken: 't', userEmail: 'jan@firma.cz', name: 'Jan Novák' })
    useShopStore.getState().expireSession()
    expect(useShopStore.getState()).toMatchObject({
      authToken: null,
      userEmail: null,
      name: 'Jan Novák',
      sessionMessage: SESSION_EXPIRED_MESSAGE,
    })
    useShopStore.getState().logIn({ token: 'u', email: 'jan@firma.cz' })
    expect(useShopStore.getState()).toMatchObject({ authToken: 'u', sessionMessage: null })
  })

  it('a verified payment marks the order paid for this page load only', () => {
    useShopStore.getState().markPaid('1001')
    expect(useShopStore.getState()).toMatchObject({
      submittedOrderId: '1001',
      paidOrderId: '1001',
    })
    const persisted = useShopStore.persist.getOptions().partialize?.(useShopStore.getState())
    expect(persisted).not.toHaveProperty('paidOrderId')
    expect(persisted).toHaveProperty('submittedOrderId', '1001')
  })
})
