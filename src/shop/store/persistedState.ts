import { z } from 'zod/mini'

import { providerIdSchema } from '@/provider/schemas/providerId'

/** Bumped whenever a persisted field changes meaning; `migratePersistedState` upgrades older ones. */
export const PERSISTED_STATE_VERSION = 1

/** The version is metadata, kept beside the spec's keys rather than inside any of them. */
export const PERSISTED_VERSION_KEY = 'shopStateVersion'

export const PAYMENT_TYPES = ['card'] as const
export const paymentTypeSchema = z.enum(PAYMENT_TYPES)
export type PaymentType = z.infer<typeof paymentTypeSchema>

/** What the cart needs to show the choice without asking the provider again. */
export const selectedProductSchema = z.object({
  id: providerIdSchema,
  title: z.string().check(z.minLength(1)),
  category: z.string(),
  priceMinor: z.int().check(z.nonnegative()),
})
export type SelectedProduct = z.infer<typeof selectedProductSchema>

const text = z.string().check(z.maxLength(2000))
const filledOrNull = z.nullable(z.string().check(z.minLength(1)))

/** One schema per localStorage key of spec 9: each key is checked (and dropped) on its own. */
export const persistedFieldSchemas = {
  authToken: filledOrNull,
  userEmail: filledOrNull,
  submittedOrderId: filledOrNull,
  selectedProduct: z.nullable(selectedProductSchema),
  quantity: z.string().check(z.maxLength(12)),
  paymentType: z.nullable(paymentTypeSchema),
  name: text,
  email: text,
  phone: text,
  street: text,
  city: text,
  zip: text,
  note: text,
  terms: z.boolean(),
  companyBilling: z.boolean(),
  companyName: text,
  companyId: text,
  companyTaxId: text,
} as const

export type PersistedField = keyof typeof persistedFieldSchemas

/** Exactly the key names of spec 9, in its order. */
export const PERSISTED_KEYS = Object.keys(persistedFieldSchemas) as PersistedField[]

export const persistedShopStateSchema = z.object(persistedFieldSchemas)
export type PersistedShopState = z.infer<typeof persistedShopStateSchema>

export const DEFAULT_QUANTITY = '1'

export const initialPersistedState: PersistedShopState = {
  authToken: null,
  userEmail: null,
  submittedOrderId: null,
  selectedProduct: null,
  quantity: DEFAULT_QUANTITY,
  paymentType: null,
  name: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  zip: '',
  note: '',
  terms: false,
  companyBilling: false,
  companyName: '',
  companyId: '',
  companyTaxId: '',
}

type FieldKind = 'text' | 'boolean' | 'json'

const fieldKinds: Record<PersistedField, FieldKind> = {
  authToken: 'text',
  userEmail: 'text',
  submittedOrderId: 'text',
  selectedProduct: 'json',
  quantity: 'text',
  paymentType: 'text',
  name: 'text',
  email: 'text',
  phone: 'text',
  street: 'text',
  city: 'text',
  zip: 'text',
  note: 'text',
  terms: 'boolean',
  companyBilling: 'boolean',
  companyName: 'text',
  companyId: 'text',
  companyTaxId: 'text',
}

/** Plain strings stay plain (readable, as the old site kept the token); others are JSON. */
export function encodeField(field: PersistedField, value: unknown): string | null {
  if (value === null || value === undefined) return null
  return fieldKinds[field] === 'text' ? String(value) : JSON.stringify(value)
}

export function decodeField(field: PersistedField, raw: string): unknown {
  if (fieldKinds[field] === 'text') return raw
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** The storage calls the store needs; `window.localStorage` in the browser, a fake in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface ReadResult {
  state: PersistedShopState
  /** The version the data was written with: 0 when nothing marks it (the previous site). */
  version: number
  /** Keys whose stored value was corrupt (even after migration) and has been removed. */
  dropped: PersistedField[]
  /** Whether any key was stored at all. */
  found: boolean
}

/** Reads every key on its own, upgrades older data, validates each field, drops corrupt keys. */
export function readPersistedState(storage: KeyValueStorage): ReadResult {
  const raw: Partial<Record<PersistedField, unknown>> = {}
  let found = false
  for (const field of PERSISTED_KEYS) {
    const stored = storage.getItem(field)
    if (stored === null) continue
    found = true
    raw[field] = decodeField(field, stored)
  }
  const storedVersion = Number(storage.getItem(PERSISTED_VERSION_KEY))
  const version = Number.isInteger(storedVersion) && storedVersion > 0 ? storedVersion : 0
  const upgraded = version < PERSISTED_STATE_VERSION ? upgradeFields(raw, version) : raw

  const state: Record<string, unknown> = { ...initialPersistedState }
  const dropped: PersistedField[] = []
  for (const field of PERSISTED_KEYS) {
    if (!(field in upgraded)) continue
    const parsed = persistedFieldSchemas[field].safeParse(upgraded[field])
    if (parsed.success) {
      state[field] = parsed.data
    } else {
      dropped.push(field)
      storage.removeItem(field)
    }
  }
  return { state: state as PersistedShopState, version, dropped, found }
}

/**
 * Version 0 (the previous site, no version key) stored the quantity as a bare number and the
 * payment type in upper case; anything else it stored already has today's shape.
 */
export function upgradeFields(
  raw: Partial<Record<PersistedField, unknown>>,
  version: number,
): Partial<Record<PersistedField, unknown>> {
  const upgraded = { ...raw }
  if (version < 1) {
    if (typeof raw.quantity === 'number') upgraded.quantity = String(raw.quantity)
    if (typeof raw.paymentType === 'string') upgraded.paymentType = raw.paymentType.toLowerCase()
  }
  return upgraded
}

export function writePersistedState(
  storage: KeyValueStorage,
  state: PersistedShopState,
  version: number = PERSISTED_STATE_VERSION,
): void {
  for (const field of PERSISTED_KEYS) {
    const encoded = encodeField(field, state[field])
    if (encoded === null) storage.removeItem(field)
    else storage.setItem(field, encoded)
  }
  storage.setItem(PERSISTED_VERSION_KEY, String(version))
}

export function clearPersistedState(storage: KeyValueStorage): void {
  for (const field of PERSISTED_KEYS) storage.removeItem(field)
  storage.removeItem(PERSISTED_VERSION_KEY)
}

/** zustand's `migrate`: the storage already upgraded the fields; only re-validate here. */
export function migratePersistedState(state: unknown, version: number): PersistedShopState {
  const source = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>
  const upgraded = upgradeFields(source, version)
  const result: Record<string, unknown> = { ...initialPersistedState }
  for (const field of PERSISTED_KEYS) {
    const parsed = persistedFieldSchemas[field].safeParse(upgraded[field])
    if (parsed.success) result[field] = parsed.data
  }
  return result as PersistedShopState
}
