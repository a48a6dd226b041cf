import { describe, expect, it } from 'vitest'

import { ACTION_HEADER } from 'next/dist/client/components/app-router-headers'
import { NEXT_CACHE_IMPLICIT_TAG_ID } from 'next/dist/lib/constants'

import { installedVersion } from './installedVersion'

/**
 * Names of Next's that our code writes out itself (docs/architecture.md "Where we lean on
 * internals"), because Next exports them only from its private `dist` modules:
 * - `_N_T_`, the prefix of the tags Next derives from paths, in our cache handler
 *   (src/cache/localTier.mjs keeps path tags apart);
 * - the `next-action` request header of a server action, in server/actionBody.ts,
 *   server/bodyLimit.ts, server/refusedFormPage.ts, src/lib/http/sharedCachePolicy.ts and the
 *   abuse scripts. These fail when Next renames either.
 */
describe("Next's protocol names we write out", () => {
  it('were checked against this Next version', () => {
    expect(installedVersion('next')).toBe('16.4.6')
  })

  it('are unchanged', () => {
    expect(NEXT_CACHE_IMPLICIT_TAG_ID).toBe('_N_T_')
    expect(ACTION_HEADER).toBe('next-action')
  })
})
