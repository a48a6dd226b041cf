/**
 * Images of provider content come from the provider's own host, whatever it is at run time, so
 * they are plain lazy `<img>` elements rather than next/image (which needs hosts at build time).
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
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
