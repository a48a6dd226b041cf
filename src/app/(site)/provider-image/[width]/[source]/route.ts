import { env } from '@/lib/env'
import { errorForLog } from '@/lib/logging/errorLine'
import { PROVIDER_IMAGE_ROUTE, readProviderImagePath } from '@/lib/media/providerImageAddress'
import { ProviderError } from '@/provider/errors'
import {
  optimizedProviderImage,
  UnreadableImageError,
} from '@/provider/server/optimizedProviderImage'

export const dynamic = 'force-dynamic'

const plain = (status: number, text: string, cacheControl: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl },
  })

/**
 * A provider image resized to WebP at one of the fixed widths (providerImageAddress.ts): a few
 * kilobytes instead of the provider's full-size PNG, from the site's own origin. An address the
 * site did not issue is 404, and so is any other spelling of one it did (percent-encoded, padded,
 * with characters the base64url decoder would skip): each would be one more cache entry of the
 * same image. An original that is not an image sharp reads is redirected to as it
 * is (the browser may still show it); a provider failure is 502 and kept by no cache.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ width: string; source: string }> },
) {
  const { width, source } = await params
  const address = readProviderImagePath(env().PAYLOAD_SECRET ?? '', width, source)
  // Next hands over the segments percent-decoded; the cache keys on the address as sent.
  const sent = new URL(request.url).pathname
  if (!address || sent !== `${PROVIDER_IMAGE_ROUTE}/${width}/${source}`)
    return plain(404, 'Obrázek nenalezen.', 'public, max-age=60')
  try {
    const image = await optimizedProviderImage(address.source, address.width)
    return new Response(new Uint8Array(image), {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(image.length),
        // Provider images keep their address when unchanged; a day, refreshed in the background.
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=86400',
      },
    })
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      return new Response(null, {
        status: 307,
        headers: { Location: address.source, 'Cache-Control': 'public, max-age=300' },
      })
    }
    if (error instanceof ProviderError && error.status === 404) {
      return plain(404, 'Obrázek nenalezen.', 'public, max-age=60')
    }
    console.error(`[provider] image ${address.source} failed:`, errorForLog(error))
    return plain(502, 'Obrázek se nepodařilo načíst.', 'no-store')
  }
}
