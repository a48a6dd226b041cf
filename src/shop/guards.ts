import { parseQuantity } from './parseQuantity'
import type { ShopRouteName } from './routes'

/** What the step guards of spec 4 look at. */
export interface GuardState {
  hasSelectedProduct: boolean
  loggedIn: boolean
  quantity: string
  /** Licence check for the selected product: null = not checked yet. */
  canBeBought: boolean | null
  paymentType: string | null
  submittedOrderId: string | null
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: ShopRouteName }
  /** The step is allowed once the licence check says the product can be bought. */
  | { kind: 'check-licence' }

export type GuardedStep = 'stepTwo' | 'stepThree' | 'stepFour' | 'finish'

const allow: GuardDecision = { kind: 'allow' }
const redirect = (to: ShopRouteName): GuardDecision => ({ kind: 'redirect', to })

/** Cart: a product must be chosen, else step one. */
export function cartGuard(state: GuardState): GuardDecision {
  return state.hasSelectedProduct ? allow : redirect('stepOne')
}

/** Payment: logged in, quantity at least 1 and a purchasable product, else the cart. */
export function paymentGuard(state: GuardState): GuardDecision {
  if (!state.loggedIn || parseQuantity(state.quantity) < 1) return redirect('stepTwo')
  if (state.canBeBought === false) return redirect('stepTwo')
  if (state.canBeBought === null) return { kind: 'check-licence' }
  return allow
}

/** Billing info: logged in and a chosen payment type, else the payment step. */
export function billingInfoGuard(state: GuardState): GuardDecision {
  return state.loggedIn && state.paymentType ? allow : redirect('stepThree')
}

/** Thank-you: a submitted order, else billing info. */
export function finishGuard(state: GuardState): GuardDecision {
  return state.submittedOrderId ? allow : redirect('stepFour')
}

const chains: Record<GuardedStep, ((state: GuardState) => GuardDecision)[]> = {
  stepTwo: [cartGuard],
  stepThree: [cartGuard, paymentGuard],
  stepFour: [cartGuard, paymentGuard, billingInfoGuard],
  // the order exists: the steps before it no longer matter (a session may have ended meanwhile)
  finish: [finishGuard],
}

/**
 * A step is reachable when every earlier step's guard lets the customer through; the first
 * guard that refuses decides where to go, so a typed URL lands on the right step in one hop.
 */
export function guardStep(step: GuardedStep, state: GuardState): GuardDecision {
  let pending = false
  for (const guard of chains[step]) {
    const decision = guard(state)
    if (decision.kind === 'redirect') return decision
    if (decision.kind === 'check-licence') pending = true
  }
  return pending ? { kind: 'check-licence' } : allow
}
