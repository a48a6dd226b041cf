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

export async function readList<T>(label: string, load: () => Promise<T[]>): Promise<ListResult<T>> {
  try {
    return { data: await load(), error: null }
  } catch (error) {
    console.error(`[provider] ${label} failed`, error)
    return { data: [], error: providerErrorMessage(error) }
  }
}

/** `{ data: null, error: null }` means "not found": the page answers 404, not an error state. */
export async function readItem<T>(
  label: string,
  load: () => Promise<T | null>,
): Promise<ItemResult<T>> {
  try {
    return { data: await load(), error: null }
  } catch (error) {
    console.error(`[provider] ${label} failed`, error)
    return { data: null, error: providerErrorMessage(error) }
  }
}
