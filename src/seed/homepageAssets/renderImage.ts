import sharp from 'sharp'

/** An SVG drawing as an optimised WebP (lossless for flat logos, lossy for larger pictures). */
export function renderImage(svg: string, { lossless = false } = {}): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .webp(lossless ? { lossless: true, effort: 4 } : { quality: 82, effort: 4 })
    .toBuffer()
}
