import type { PersistStorage, StorageValue } from 'zustand/middleware'

import {
  clearPersistedState,
  type KeyValueStorage,
  PERSISTED_STATE_VERSION,
  type PersistedShopState,
  readPersistedState,
  writePersistedState,
} from './persistedState'

/**
 * zustand `persist` storage that keeps every field under its own localStorage key (spec 9)
 * instead of one JSON blob. The store name is ignored: the keys are the spec's.
 */
export function createFieldStorage(
  getStorage: () => KeyValueStorage | undefined,
): PersistStorage<PersistedShopState> {
  return {
    getItem: () => {
      const storage = getStorage()
      if (!storage) return null
      const { state, found, dropped } = readPersistedState(storage)
      if (dropped.length > 0) console.warn('[shop] dropped corrupt stored values:', dropped)
      if (!found) return null
      // readPersistedState has already upgraded older data to the current version
      return { state, version: PERSISTED_STATE_VERSION }
    },
    setItem: (_name, value: StorageValue<PersistedShopState>) => {
      const storage = getStorage()
      if (storage) writePersistedState(storage, value.state, value.version)
    },
    removeItem: () => {
      const storage = getStorage()
      if (storage) clearPersistedState(storage)
    },
  }
}

/** localStorage, or nothing where it is missing or blocked (server render, privacy mode). */
export function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
