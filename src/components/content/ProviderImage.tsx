import { preload } from 'react-dom'

import { env } from '@/lib/env'
import { providerImageSources } from '@/lib/media/providerImageAddress'

/**
 * `sizes` of a card's image in the card grid (Card.module.css: columns of at least 18rem): the
 * whole width on a phone, about a third of the content width on a desktop.
 */
export const CARD_IMAGE_SIZES = '(max-width: 40rem) 100vw, 24rem'

/**
 * Images of provider content. The provider sends full-size originals (PNGs of 50–80 kB for a
 * card), from a host known only at run time, so next/image (hosts fixed at build time) cannot
 * serve them: an http(s) original is shown through the site's own resizing route as WebP at a
 * few fixed widths (`srcset`, chosen by `sizes`; default: the image is at most `width` CSS
 * pixels wide). Anything else (a relative or data: address, or no secret to sign with during the
 * build) is shown as it is.
 *
 * An `eager` one is the page's likely LCP element: announced in the <head> (`preload`, with the
 * same srcset) and fetched first, so the browser does not find it only when the body is parsed,
 * and decoded with the frame that shows it (as blocks/shared/MediaImage.tsx does).
 */
export function ProviderImage({
  src,
  alt,
  className,
  width,
  height,
  sizes = `(max-width: ${width}px) 100vw, ${width}px`,
  eager = false,
}: {
  src: string
  alt: string
  className?: string
  width: number
  height: number
  sizes?: string
  eager?: boolean
}) {
  const secret = env().PAYLOAD_SECRET
  const sources =
    secret && /^https?:\/\//.test(src) ? providerImageSources(secret, src, width) : null
  if (eager) {
    preload(sources?.src ?? src, {
      as: 'image',
      fetchPriority: 'high',
      ...(sources ? { imageSrcSet: sources.srcSet, imageSizes: sizes } : {}),
    })
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={sources?.src ?? src}
      srcSet={sources?.srcSet}
      sizes={sources ? sizes : undefined}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
    />
  )
}
