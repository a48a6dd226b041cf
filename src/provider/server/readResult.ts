import { errorForLog } from '@/lib/logging/errorLine'

import { providerErrorMessage } from '../errors'

/** Spec 8 for pages: a failed list is empty, a failed item is null, the message is kept. */
export interface ListResult<T> {
  data: T[]
  error: string | null
}

export interface ItemResult<T> {
  data: T | null
  error: string | null
}

/** What a failed read also does (providerReaders.ts: caches the render briefly). */
export type OnReadFailure = () => Promise<void>

const nothing: OnReadFailure = async () => {}

export async function readList<T>(
  label: string,
  load: () => Promise<T[]>,
  onFailure: OnReadFailure = nothing,
): Promise<ListResult<T>> {
  try {
    return { data: await load(), error: null }
  } catch (error) {
    console.error(`[provider] ${label} failed:`, errorForLog(error))
    await onFailure()
    return { data: [], error: providerErrorMessage(error) }
  }
}

/** `{ data: null, error: null }` means "not found": the page answers 404, not an error state. */
export async function readItem<T>(
  label: string,
  load: () => Promise<T | null>,
  onFailure: OnReadFailure = nothing,
): Promise<ItemResult<T>> {
  try {
    return { data: await load(), error: null }
  } catch (error) {
    console.error(`[provider] ${label} failed:`, errorForLog(error))
    await onFailure()
    return { data: null, error: providerErrorMessage(error) }
  }
}
