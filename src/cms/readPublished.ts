import config from '@payload-config'
import { getPayload } from 'payload'

import { markRenderDegraded } from '@/cache/degradedRender'
import { isDatabaseConnectionError } from '@/lib/db/connectionError'

/** Spec 8 for CMS lists as well: a failed read renders an error state, never a crash. */
export const CMS_ERROR_MESSAGE = 'Obsah se teď nepodařilo načíst.'

export async function payloadClient() {
  return getPayload({ config })
}

export async function readOrError<T>(
  label: string,
  load: () => Promise<T>,
  fallback: T,
): Promise<{ data: T; error: string | null }> {
  try {
    return { data: await load(), error: null }
  } catch (error) {
    // An unreachable database fails the render instead: the visitor gets a 503 and the error
    // state is not cached as the page for the next hour.
    if (isDatabaseConnectionError(error)) throw error
    console.error(`[cms] ${label} failed`, error)
    // The error state is cached briefly, not for the section's hour.
    await markRenderDegraded()
    return { data: fallback, error: CMS_ERROR_MESSAGE }
  }
}
