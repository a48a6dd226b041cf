import { mapWebinarLists } from '../mappers/webinar'
import { webinarListResponseSchema } from '../schemas/webinar'
import type { Transport } from '../transport'

export async function fetchWebinars(transport: Transport) {
  const response = await transport.json('/api/webinar', webinarListResponseSchema)
  return response.data
}

/** Split into upcoming and past at `now` (spec 3, 4). */
export async function getWebinars(transport: Transport, now: Date = new Date()) {
  return mapWebinarLists(await fetchWebinars(transport), now)
}
