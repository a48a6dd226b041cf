'use client'

import { useEffect } from 'react'

import { hydrateShopStore, useShopStore } from '../store/useShopStore'

/** Reads the persisted draft after mounting; false until it has been read. */
export function useHydratedShop(): boolean {
  const hydrated = useShopStore((state) => state.hydrated)
  useEffect(() => {
    hydrateShopStore()
  }, [])
  return hydrated
}
