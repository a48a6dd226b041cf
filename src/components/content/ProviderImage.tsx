import { preload } from 'react-dom'

/**
 * Images of provider content come from the provider's own host, whatever it is at run time, so
 * they are plain lazy `<img>` elements rather than next/image (which needs hosts at build time).
 * An `eager` one is the page's likely LCP element: announced in the <head> (`preload`) and
 * fetched first, so the browser does not find it only when the body is parsed.
 */
export function ProviderImage({
  src,
  alt,
  className,
  width,
  height,
  eager = false,
}: {
  src: string
  alt: string
  className?: string
  width: number
  height: number
  eager?: boolean
}) {
  if (eager) preload(src, { as: 'image', fetchPriority: 'high' })
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
}
