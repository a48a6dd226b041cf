import { preload } from 'react-dom'

import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string
  className?: string
  priority?: boolean
  /** Decorative images next to a text that says the same get an empty alt. */
  decorative?: boolean
}

const widths = { thumbnail: 320, card: 640, wide: 1280 } as const

/**
 * Payload prefixes file URLs with its serverURL; the site serves them itself, so a path keeps the
 * cached HTML independent of the host name it was rendered for.
 */
export function mediaPath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/)/, '')
}

/** The generated WebP sizes of a media document as a responsive image. */
export function MediaImage({
  media,
  sizes,
  className,
  priority = false,
  decorative = false,
}: Props) {
  if (!media || typeof media === 'number' || !media.url) return null
  const sources = (Object.keys(widths) as Array<keyof typeof widths>)
    .map((name) => {
      const size = media.sizes?.[name]
      return size?.url && size.width ? `${mediaPath(size.url)} ${size.width}w` : null
    })
    .filter(Boolean)
  if (media.width) sources.push(`${mediaPath(media.url)} ${media.width}w`)
  const src = mediaPath(media.sizes?.card?.url ?? media.url)
  const srcSet = sources.length ? sources.join(', ') : undefined
  if (priority) {
    // A <link rel="preload"> in the head starts the download before the parser reaches the image
    // (below the header's menus): this image is the page's largest paint.
    preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' })
  }
  return (
    // Payload already stores WebP sizes: serving them directly keeps the image optimiser (and
    // its CPU cost on first request) out of the cached homepage.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={decorative ? '' : media.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  )
}
