import { beforeEach, describe, expect, it } from 'vitest'

import { SESSION_EXPIRED_MESSAGE } from '@/provider/errors'
import { initialPersistedState, type KeyValueStorage } from '@/shop/store/persistedState'
import {
  forgetSessionExpiry,
  rememberSessionExpiry,
  SESSION_EXPIRY_NOTICE_KEY,
  sessionExpiryStorage,
  takeSessionExpiry,
} from '@/shop/store/sessionExpiryNotice'
import { useSessionExpiryNotice } from '@/shop/store/useSessionExpiryNotice'
import { useShopStore } from '@/shop/store/useShopStore'

function fakeStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

describe('session expiry notice', () => {
  it('waits until taken, then is gone: shown once', () => {
    const storage = fakeStorage()
    rememberSessionExpiry(storage)
    expect(takeSessionExpiry(storage)).toBe(SESSION_EXPIRED_MESSAGE)
    expect(takeSessionExpiry(storage)).toBeNull()
  })

  it('survives until taken (a reload reads the same storage)', () => {
    const storage = fakeStorage()
    rememberSessionExpiry(storage)
    expect(storage.values.get(SESSION_EXPIRY_NOTICE_KEY)).toBe(SESSION_EXPIRED_MESSAGE)
    expect(takeSessionExpiry(storage)).toBe(SESSION_EXPIRED_MESSAGE)
  })

  it('drops anything else stored under the key instead of showing it', () => {
    const storage = fakeStorage()
    storage.setItem(SESSION_EXPIRY_NOTICE_KEY, '<img src=x onerror=alert(1)>')
    expect(takeSessionExpiry(storage)).toBeNull()
    expect(storage.values.has(SESSION_EXPIRY_NOTICE_KEY)).toBe(false)
  })

  it('is forgotten by a new login', () => {
    const storage = fakeStorage()
    rememberSessionExpiry(storage)
    forgetSessionExpiry(storage)
    expect(takeSessionExpiry(storage)).toBeNull()
  })
})

describe('shop store and the notice', () => {
  const windowStub = globalThis as unknown as { window?: object }

  beforeEach(() => {
    // no sessionStorage here: the store falls back to memory, as in a blocked browser storage
    windowStub.window = {}
    takeSessionExpiry(sessionExpiryStorage())
    useShopStore.setState({ ...initialPersistedState, authToken: 't', sessionMessage: null })
  })

  it('an expired session leaves the message waiting for the next page', () => {
    useShopStore.getState().expireSession()
    expect(useShopStore.getState().authToken).toBeNull()
    expect(takeSessionExpiry(sessionExpiryStorage())).toBe(SESSION_EXPIRED_MESSAGE)
  })

  it('a login in between drops the waiting message', () => {
    useShopStore.getState().expireSession()
    useShopStore.getState().logIn({ token: 'new', email: 'jan@firma.cz' })
    expect(takeSessionExpiry(sessionExpiryStorage())).toBeNull()
  })
})

describe('the page that shows the notice', () => {
  const windowStub = globalThis as unknown as { window?: object }

  beforeEach(() => {
    windowStub.window = {}
    takeSessionExpiry(sessionExpiryStorage())
    useSessionExpiryNotice.setState({ message: null, shownOn: null })
  })

  it('takes the waiting message for the page that stays, and only for that page', () => {
    const { showPendingOn } = useSessionExpiryNotice.getState()
    showPendingOn('/eshop')
    expect(useSessionExpiryNotice.getState().message).toBeNull()

    rememberSessionExpiry(sessionExpiryStorage())
    showPendingOn('/eshop')
    expect(useSessionExpiryNotice.getState()).toMatchObject({
      message: SESSION_EXPIRED_MESSAGE,
      shownOn: '/eshop',
    })
    // a second mount of the same page (StrictMode) keeps showing it
    showPendingOn('/eshop')
    expect(useSessionExpiryNotice.getState().message).toBe(SESSION_EXPIRED_MESSAGE)
    // the next page does not: shown once
    showPendingOn('/eshop/cart')
    expect(useSessionExpiryNotice.getState().message).toBeNull()
  })
})
