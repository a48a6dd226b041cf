// Server only: reads the environment. The e-shop fetches publicProviderConfig() from
// /eshop/provider-config, so one build serves any provider host.
import { env } from '@/lib/env'

import { createProviderClient, type ProviderClient } from './client'
import { requestIdHeader } from './requestIdHeader'
import { createTransport, type Transport } from './transport'

let transport: Transport | undefined
let client: ProviderClient | undefined

/** Transport for server-side reads (no token: the server never acts for a customer). */
export function serverTransport(): Transport {
  transport ??= createTransport({
    baseUrl: env().PROVIDER_API_URL,
    timeoutMs: env().PROVIDER_TIMEOUT_MS,
    contextHeaders: requestIdHeader,
  })
  return transport
}

export function serverProvider(): ProviderClient {
  client ??= createProviderClient({
    baseUrl: env().PROVIDER_API_URL,
    timeoutMs: env().PROVIDER_TIMEOUT_MS,
    licenceCheckPath: env().PROVIDER_LICENCE_CHECK_PATH,
    contextHeaders: requestIdHeader,
  })
  return client
}

/** Serialisable settings for `createProviderClient` in the browser. */
export function publicProviderConfig() {
  return {
    baseUrl: env().PROVIDER_PUBLIC_URL,
    timeoutMs: env().PROVIDER_TIMEOUT_MS,
    licenceCheckPath: env().PROVIDER_LICENCE_CHECK_PATH,
  }
}

export type PublicProviderConfig = ReturnType<typeof publicProviderConfig>
