import { LRUCache } from 'lru-cache'

import { env } from '@/lib/env'
import type { ProviderImageWidth } from '@/lib/media/providerImageAddress'
import { resizeToWebp } from '@/lib/media/resizeToWebp'

import { getProviderImage } from '../calls/getProviderImage'

/** The resized image could not be made from what the provider sent (not an image sharp reads). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('The provider image could not be decoded', { cause })
    this.name = 'UnreadableImageError'
  }
}

/**
 * Resized copies, kept in this process (bounded by bytes) so a replica encodes each size once;
 * the HTTP cache in front keeps them for every visitor. Concurrent requests for one copy share
 * one fetch and one encoding (`fetch` of lru-cache); a failure is not kept.
 */
const copies = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes) => Math.max(bytes.length, 1),
  ttl: 60 * 60 * 1000,
  fetchMethod: async (key) => {
    const space = key.indexOf(' ')
    const [width, source] = [Number(key.slice(0, space)), key.slice(space + 1)]
    const original = await getProviderImage(source, { timeoutMs: env().PROVIDER_TIMEOUT_MS })
    try {
      return await resizeToWebp(original.bytes, width)
    } catch (error) {
      throw new UnreadableImageError(error)
    }
  },
})

/** The WebP copy of `source` at most `width` pixels wide. */
export async function optimizedProviderImage(
  source: string,
  width: ProviderImageWidth,
): Promise<Buffer> {
  const copy = await copies.fetch(`${width} ${source}`)
  if (!copy) throw new UnreadableImageError(null)
  return copy
}
