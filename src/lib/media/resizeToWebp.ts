import sharp from 'sharp'

/** Originals above this many pixels are refused (a decompression bomb fits in a small file). */
const MAX_INPUT_PIXELS = 40_000_000

/**
 * A WebP copy of an image at most `width` pixels wide (never enlarged), EXIF rotation applied,
 * animation kept. Throws when the bytes are not an image sharp can read.
 */
export async function resizeToWebp(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 75, effort: 4 })
    .toBuffer()
}
