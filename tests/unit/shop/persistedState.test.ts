import { describe, expect, it } from 'vitest'

import { createFieldStorage } from '@/shop/store/fieldStorage'
import {
  initialPersistedState,
  migratePersistedState,
  PERSISTED_KEYS,
  PERSISTED_STATE_VERSION,
  PERSISTED_VERSION_KEY,
  type PersistedShopState,
  readPersistedState,
  writePersistedState,
} from '@/shop/store/persistedState'

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

const draft: PersistedShopState = {
  ...initialPersistedState,
  authToken: 'eyJ.token.sig',
  userEmail: 'jan@firma.cz',
  submittedOrderId: '42',
  selectedProduct: { id: 3, title: 'SOFA', category: 'Digitální archiv', priceMinor: 1_190_000 },
  quantity: '2',
  paymentType: 'card',
  name: 'Jan Novák',
  email: 'jan@firma.cz',
  phone: '777 123 456',
  street: 'Hornokrčská 15',
  city: 'Praha',
  zip: '140 00',
  note: 'Faktura e-mailem',
  terms: true,
  companyBilling: true,
  companyName: 'Firma s.r.o.',
  companyId: '27082440',
  companyTaxId: 'CZ27082440',
}

describe('persisted shop state', () => {
  it('uses exactly the key names of spec 9', () => {
    expect(PERSISTED_KEYS).toEqual([
      'authToken',
      'userEmail',
      'submittedOrderId',
      'selectedProduct',
      'quantity',
      'paymentType',
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
    ])
  })

  it('writes one key per field and reads the same draft back', () => {
    const storage = memoryStorage()
    writePersistedState(storage, draft)
    expect(storage.map.get('authToken')).toBe('eyJ.token.sig')
    expect(storage.map.get('quantity')).toBe('2')
    expect(storage.map.get('terms')).toBe('true')
    expect(JSON.parse(storage.map.get('selectedProduct') ?? '')).toEqual(draft.selectedProduct)
    expect(storage.map.get(PERSISTED_VERSION_KEY)).toBe(String(PERSISTED_STATE_VERSION))
    const read = readPersistedState(storage)
    expect(read).toEqual({
      state: draft,
      version: PERSISTED_STATE_VERSION,
      dropped: [],
      found: true,
    })
  })

  it('removes the keys of empty values instead of storing "null"', () => {
    const storage = memoryStorage({ authToken: 'old' })
    writePersistedState(storage, { ...draft, authToken: null, selectedProduct: null })
    expect(storage.map.has('authToken')).toBe(false)
    expect(storage.map.has('selectedProduct')).toBe(false)
  })

  it('drops corrupt values (and their keys) and keeps the rest', () => {
    const storage = memoryStorage({
      [PERSISTED_VERSION_KEY]: '1',
      selectedProduct: '{not json',
      terms: 'yes please',
      paymentType: 'bitcoin',
      companyBilling: '"true"',
      name: 'Jan Novák',
      quantity: '3',
    })
    const read = readPersistedState(storage)
    expect(read.dropped.sort()).toEqual(
      ['companyBilling', 'paymentType', 'selectedProduct', 'terms'].sort(),
    )
    expect(read.state).toEqual({ ...initialPersistedState, name: 'Jan Novák', quantity: '3' })
    expect(storage.map.has('selectedProduct')).toBe(false)
    expect(storage.map.has('terms')).toBe(false)
    expect(storage.map.get('name')).toBe('Jan Novák')
  })

  it('drops a product without a price', () => {
    const storage = memoryStorage({ selectedProduct: JSON.stringify({ id: 1, title: 'Signer' }) })
    expect(readPersistedState(storage).dropped).toEqual(['selectedProduct'])
  })

  it('reports nothing found in an empty storage', () => {
    expect(readPersistedState(memoryStorage())).toEqual({
      state: initialPersistedState,
      version: 0,
      dropped: [],
      found: false,
    })
  })

  it('upgrades data of the previous site (no version key)', () => {
    const storage = memoryStorage({ paymentType: 'CARD', quantity: '4', authToken: 't' })
    const read = readPersistedState(storage)
    expect(read.version).toBe(0)
    expect(read.dropped).toEqual([])
    expect(read.state.paymentType).toBe('card')
    expect(read.state.quantity).toBe('4')
  })

  it('migrate re-validates and fills defaults', () => {
    expect(migratePersistedState({ quantity: 5, paymentType: 'CARD', terms: 'no' }, 0)).toEqual({
      ...initialPersistedState,
      quantity: '5',
      paymentType: 'card',
    })
    expect(migratePersistedState(null, 0)).toEqual(initialPersistedState)
  })
})

describe('field storage for zustand persist', () => {
  it('returns null when nothing is stored, and the current version otherwise', () => {
    const empty = createFieldStorage(() => memoryStorage())
    expect(empty.getItem('shop')).toBeNull()
    const storage = memoryStorage({ paymentType: 'CARD' })
    const value = createFieldStorage(() => storage).getItem('shop')
    expect(value).toEqual({
      state: { ...initialPersistedState, paymentType: 'card' },
      version: PERSISTED_STATE_VERSION,
    })
  })

  it('writes and clears the spec keys, whatever the store is called', () => {
    const storage = memoryStorage({ unrelated: 'kept' })
    const fieldStorage = createFieldStorage(() => storage)
    void fieldStorage.setItem('shop', { state: draft, version: PERSISTED_STATE_VERSION })
    expect(storage.map.get('userEmail')).toBe('jan@firma.cz')
    expect(storage.map.has('shop')).toBe(false)
    void fieldStorage.removeItem('shop')
    expect([...storage.map.keys()]).toEqual(['unrelated'])
  })

  it('works without a storage (server render, blocked storage)', () => {
    const none = createFieldStorage(() => undefined)
    expect(none.getItem('shop')).toBeNull()
    expect(() => none.setItem('shop', { state: draft, version: 1 })).not.toThrow()
  })
})
