'use client'

import { z } from 'zod/mini'

import type { ProviderClient } from '@/provider/client'
import { ProviderError } from '@/provider/errors'

import { useShopStore } from '../store/useShopStore'

const configSchema = z.object({
  baseUrl: z.string().check(z.minLength(1)),
  timeoutMs: z.int().check(z.positive()),
  licenceCheckPath: z.string().check(z.minLength(1)),
})

const CONFIG_PATH = '/eshop/provider-config'

/**
 * The client and its response schemas (zod's classic API) load beside the config, after the
 * page: every e-shop step guard asks for them, and statically they were ~11 KB gzip of the
 * first load.
 */
const loadClientModule = () =>
  import('@/provider/client').catch((cause: unknown) => {
    throw new ProviderError({ kind: 'network', path: CONFIG_PATH, cause })
  })

async function loadConfig() {
  let response: Response
  try {
    response = await fetch(CONFIG_PATH, { headers: { Accept: 'application/json' } })
  } catch (cause) {
    throw new ProviderError({ kind: 'network', path: CONFIG_PATH, cause })
  }
  const parsed = configSchema.safeParse(response.ok ? await response.json() : null)
  if (!parsed.success) throw new ProviderError({ kind: 'schema', path: CONFIG_PATH })
  return parsed.data
}

let pending: Promise<ProviderClient> | null = null

async function load(): Promise<ProviderClient> {
  const [{ createProviderClient }, config] = await Promise.all([loadClientModule(), loadConfig()])
  return createProviderClient({
    ...config,
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
