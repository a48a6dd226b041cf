import { NextResponse } from 'next/server'

import { publicProviderConfig } from '@/provider/serverProvider'

/**
 * The browser's provider settings, read from the environment at run time. The shop's step pages
 * are static HTML built without an environment, so they ask here instead of baking the build
 * machine's provider address into the bundle: one build serves any provider.
 */
export function GET() {
  const { baseUrl, timeoutMs, licenceCheckPath } = publicProviderConfig()
  return NextResponse.json(
    { baseUrl, timeoutMs, licenceCheckPath },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  )
}
