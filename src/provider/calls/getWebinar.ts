import { nullIfNotFound } from '../errors'
import { mapWebinar } from '../mappers/webinar'
import { webinarResponseSchema } from '../schemas/webinar'
import type { Transport } from '../transport'

export function fetchWebinar(transport: Transport, slug: string) {
  return nullIfNotFound(
    transport.json(`/api/webinar/${encodeURIComponent(slug)}`, webinarResponseSchema),
  )
}

export async function getWebinar(transport: Transport, slug: string) {
  const raw = await fetchWebinar(transport, slug)
  return raw ? mapWebinar(raw) : null
}
