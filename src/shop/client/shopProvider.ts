'use client'

import { z } from 'zod'

import { createProviderClient, type ProviderClient } from '@/provider/client'
import { ProviderError } from '@/provider/errors'

import { useShopStore } from '../store/useShopStore'

const configSchema = z.object({
  baseUrl: z.string().min(1),
  timeoutMs: z.number().int().positive(),
  licenceCheckPath: z.string().min(1),
})

const CONFIG_PATH = '/eshop/provider-config'

let pending: Promise<ProviderClient> | null = null

async function load(): Promise<ProviderClient> {
  let response: Response
  try {
    response = await fetch(CONFIG_PATH, { headers: { Accept: 'application/json' } })
  } catch (cause) {
    throw new ProviderError({ kind: 'network', path: CONFIG_PATH, cause })
  }
  const parsed = configSchema.safeParse(response.ok ? await response.json() : null)
  if (!parsed.success) throw new ProviderError({ kind: 'schema', path: CONFIG_PATH })
  return createProviderClient({
    ...parsed.data,
    // read on every call: a login, logout or expiry is picked up at once
    getToken: () => useShopStore.getState().authToken,
  })
}

/** The provider client of the e-shop (Bearer token from the store), created once per page load. */
export function shopProvider(): Promise<ProviderClient> {
  pending ??= load().catch((error: unknown) => {
    pending = null
    throw error
  })
  return pending
}
