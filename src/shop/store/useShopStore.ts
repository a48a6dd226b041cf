'use client'

import { create } from 'zustand'
import { persist } from 'zustand/middleware'

import { addToCartEvent, pushDataLayer } from '@/lib/analytics/dataLayer'
import { SESSION_EXPIRED_MESSAGE } from '@/provider/errors'
import type { Product } from '@/provider/mappers/product'
import type { ProviderId } from '@/provider/schemas/providerId'

import { browserLocalStorage, createFieldStorage } from './fieldStorage'
import {
  DEFAULT_QUANTITY,
  initialPersistedState,
  migratePersistedState,
  PERSISTED_KEYS,
  PERSISTED_STATE_VERSION,
  type PaymentType,
  type PersistedField,
  type PersistedShopState,
} from './persistedState'
import {
  forgetSessionExpiry,
  rememberSessionExpiry,
  sessionExpiryStorage,
} from './sessionExpiryNotice'
import { isStoredSessionExpired } from './storedSession'

interface LicenceCheck {
  productId: ProviderId
  canBeBought: boolean
  /** Set when the check itself failed (spec 8: then canBeBought is false). */
  error: string | null
}

interface RuntimeState {
  /** False until localStorage has been read: guards wait for it (no flash of a wrong step). */
  hydrated: boolean
  /** Spec 3 canBeBought, for the product it was checked for; null = not checked yet. */
  licence: LicenceCheck | null
  /** Spec 8: set by a 401/403 until the next login; SessionNotice shows it (sessionExpiryNotice). */
  sessionMessage: string | null
  /** The order this page load saw verified as paid (not persisted: a reload shows it neutrally). */
  paidOrderId: string | null
}

interface Actions {
  chooseProduct: (product: Product) => void
  setQuantity: (quantity: string) => void
  setPaymentType: (paymentType: PaymentType) => void
  /** Saves what the customer typed on the billing step, as typed (validated on submit). */
  saveBillingDraft: (values: Partial<BillingDraft>) => void
  setLicence: (productId: ProviderId, canBeBought: boolean, error?: string | null) => void
  /** Forget the licence answer so that the payment step asks again. */
  clearLicence: () => void
  setSubmittedOrderId: (orderId: string | null) => void
  markPaid: (orderId: string) => void
  logIn: (session: { token: string; email: string }) => void
  logOut: () => void
  expireSession: () => void
}

export type ShopState = PersistedShopState & RuntimeState & Actions

export const BILLING_FIELDS = [
  'name',
  'email',
  'phone',
  'street',
  'city',
  'zip',
  'note',
  'terms',
  'companyBilling',
  'companyName',
  'companyId',
  'companyTaxId',
] as const satisfies readonly PersistedField[]

export type BillingDraft = Pick<PersistedShopState, (typeof BILLING_FIELDS)[number]>

export const useShopStore = create<ShopState>()(
  persist(
    (set, get) => ({
      ...initialPersistedState,
      hydrated: false,
      licence: null,
      sessionMessage: null,
      paidOrderId: null,

      chooseProduct: (product) => {
        set({
          selectedProduct: {
            id: product.id,
            title: product.title,
            category: product.category,
            priceMinor: product.priceMinor,
          },
          quantity: DEFAULT_QUANTITY,
          paymentType: null,
          // a new choice is a new order: the previous one must not be paid for again
          submittedOrderId: null,
          licence: null,
        })
        pushDataLayer(
          addToCartEvent({
            item_id: String(product.id),
            item_name: product.title,
            item_category: product.category,
            price: product.priceCzk,
            quantity: 1,
          }),
        )
      },

      setQuantity: (quantity) => {
        if (quantity === get().quantity) return
        set({ quantity, submittedOrderId: null })
      },

      setPaymentType: (paymentType) => {
        if (paymentType === get().paymentType) return
        set({ paymentType, submittedOrderId: null })
      },

      saveBillingDraft: (values) => {
        const state = get()
        const changed = BILLING_FIELDS.some(
          (field) => field in values && state[field] !== values[field],
        )
        if (!changed) return
        // the submitted order carries the old details: the next submit creates a new one
        set({ ...values, submittedOrderId: null })
      },

      setLicence: (productId, canBeBought, error = null) =>
        set({ licence: { productId, canBeBought, error } }),

      clearLicence: () => set({ licence: null }),

      setSubmittedOrderId: (submittedOrderId) => set({ submittedOrderId }),

      markPaid: (orderId) => set({ submittedOrderId: orderId, paidOrderId: orderId }),

      logIn: ({ token, email }) => {
        forgetSessionExpiry(sessionExpiryStorage())
        set({ authToken: token, userEmail: email, sessionMessage: null, licence: null })
      },

      logOut: () => set({ authToken: null, userEmail: null, licence: null }),

      expireSession: () => {
        // kept beyond this page: the guards may move the customer on before it is seen
        rememberSessionExpiry(sessionExpiryStorage())
        set({
          authToken: null,
          userEmail: null,
          licence: null,
          sessionMessage: SESSION_EXPIRED_MESSAGE,
        })
      },
    }),
    {
      name: 'shop',
      version: PERSISTED_STATE_VERSION,
      storage: createFieldStorage(browserLocalStorage),
      // the server has no localStorage: the client rehydrates after mounting (ShopHydration)
      skipHydration: true,
      partialize: (state) =>
        Object.fromEntries(
          PERSISTED_KEYS.map((key) => [key, state[key]]),
        ) as unknown as PersistedShopState,
      migrate: (persisted, version) => migratePersistedState(persisted, version),
      onRehydrateStorage: () => () => {
        const expired = isStoredSessionExpired(useShopStore.getState().authToken)
        useShopStore.setState(
          expired ? { hydrated: true, authToken: null, userEmail: null } : { hydrated: true },
        )
      },
    },
  ),
)

/** Reads localStorage once per page load; every shop island calls it, the first one wins. */
export function hydrateShopStore(): void {
  if (useShopStore.getState().hydrated) return
  void useShopStore.persist.rehydrate()
}
