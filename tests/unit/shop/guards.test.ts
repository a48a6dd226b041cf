import { describe, expect, it } from 'vitest'

import {
  billingInfoGuard,
  cartGuard,
  finishGuard,
  type GuardState,
  guardStep,
  paymentGuard,
} from '@/shop/guards'

const ready: GuardState = {
  hasSelectedProduct: true,
  loggedIn: true,
  quantity: '2',
  canBeBought: true,
  paymentType: 'card',
  submittedOrderId: '17',
}
const make = (change: Partial<GuardState>): GuardState => ({ ...ready, ...change })

describe('cart guard', () => {
  it('lets a customer with a chosen product in', () => {
    expect(cartGuard(ready)).toEqual({ kind: 'allow' })
  })
  it('sends a customer without a product to step one', () => {
    expect(cartGuard(make({ hasSelectedProduct: false }))).toEqual({
      kind: 'redirect',
      to: 'stepOne',
    })
  })
})

describe('payment guard', () => {
  it('lets a logged-in customer with a purchasable product and a quantity in', () => {
    expect(paymentGuard(ready)).toEqual({ kind: 'allow' })
  })
  it('sends an anonymous customer to the cart', () => {
    expect(paymentGuard(make({ loggedIn: false }))).toEqual({ kind: 'redirect', to: 'stepTwo' })
  })
  it.each(['0', '', 'abc', '-3'])('sends quantity %j to the cart', (quantity) => {
    expect(paymentGuard(make({ quantity }))).toEqual({ kind: 'redirect', to: 'stepTwo' })
  })
  it('sends a product that cannot be bought to the cart', () => {
    expect(paymentGuard(make({ canBeBought: false }))).toEqual({
      kind: 'redirect',
      to: 'stepTwo',
    })
  })
  it('asks for the licence check when it has not run yet', () => {
    expect(paymentGuard(make({ canBeBought: null }))).toEqual({ kind: 'check-licence' })
  })
  it('does not check the licence of an anonymous customer', () => {
    expect(paymentGuard(make({ canBeBought: null, loggedIn: false }))).toEqual({
      kind: 'redirect',
      to: 'stepTwo',
    })
  })
})

describe('billing-info guard', () => {
  it('lets a logged-in customer with a payment type in', () => {
    expect(billingInfoGuard(ready)).toEqual({ kind: 'allow' })
  })
  it('sends a customer without a payment type to the payment step', () => {
    expect(billingInfoGuard(make({ paymentType: null }))).toEqual({
      kind: 'redirect',
      to: 'stepThree',
    })
  })
  it('sends an anonymous customer to the payment step', () => {
    expect(billingInfoGuard(make({ loggedIn: false }))).toEqual({
      kind: 'redirect',
      to: 'stepThree',
    })
  })
})

describe('thank-you guard', () => {
  it('lets a customer with a submitted order in', () => {
    expect(finishGuard(ready)).toEqual({ kind: 'allow' })
  })
  it('sends a customer without a submitted order to billing info', () => {
    expect(finishGuard(make({ submittedOrderId: null }))).toEqual({
      kind: 'redirect',
      to: 'stepFour',
    })
  })
})

describe('guardStep: the first refusing guard decides', () => {
  it('allows every step of a complete draft', () => {
    for (const step of ['stepTwo', 'stepThree', 'stepFour', 'finish'] as const) {
      expect(guardStep(step, ready), step).toEqual({ kind: 'allow' })
    }
  })
  it('sends billing info without a product straight to step one', () => {
    expect(guardStep('stepFour', make({ hasSelectedProduct: false }))).toEqual({
      kind: 'redirect',
      to: 'stepOne',
    })
  })
  it('sends billing info of an anonymous customer to the cart, where the login is', () => {
    expect(guardStep('stepFour', make({ loggedIn: false }))).toEqual({
      kind: 'redirect',
      to: 'stepTwo',
    })
  })
  it('sends billing info without a payment type to the payment step', () => {
    expect(guardStep('stepFour', make({ paymentType: null }))).toEqual({
      kind: 'redirect',
      to: 'stepThree',
    })
  })
  it('waits for the licence check on billing info when everything else is in place', () => {
    expect(guardStep('stepFour', make({ canBeBought: null }))).toEqual({ kind: 'check-licence' })
  })
  it('prefers a redirect over a pending licence check', () => {
    expect(guardStep('stepFour', make({ canBeBought: null, paymentType: null }))).toEqual({
      kind: 'redirect',
      to: 'stepThree',
    })
  })
  it('shows the thank-you page even after the session ended', () => {
    expect(guardStep('finish', make({ loggedIn: false, hasSelectedProduct: false }))).toEqual({
      kind: 'allow',
    })
  })
})
