import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * Addresses of provider images resized by the site (route `provider-image/[width]/[source]`):
 * `/provider-image/<width>/<source URL, base64url>.<signature>`.
 *
 * The signature (HMAC-SHA256 under a key derived from PAYLOAD_SECRET, its own HKDF label) means
 * the route only ever fetches an image some page of ours pointed to: nobody can make the site
 * fetch and resize other URLs, or make it fetch junk addresses in a loop. Every replica shares
 * PAYLOAD_SECRET, so any replica serves any page's images. The width is one of a few fixed
 * sizes, so the HTTP cache holds a bounded number of copies of each image. The address is a path
 * (no query string) because the HTTP cache drops query strings of everything but /_next/.
 */
export const PROVIDER_IMAGE_ROUTE = '/provider-image'
// 800: a full-width card on a phone of 360–412 CSS px at 1.75–2× density needs 630–824 px,
// which 960 overshoots by ~40 % of the bytes.
export const PROVIDER_IMAGE_WIDTHS = [160, 320, 640, 800, 960, 1280, 1920] as const
export type ProviderImageWidth = (typeof PROVIDER_IMAGE_WIDTHS)[number]

const SIGNATURE_BYTES = 16

/** Derived once per secret: a list page signs several sizes of every card's image. */
let derived: { secret: string; key: Buffer } | undefined

function addressKey(secret: string): Buffer {
  if (derived?.secret !== secret) {
    const key = hkdfSync('sha256', secret, '', 'site602 provider image address v1', 32)
    derived = { secret, key: Buffer.from(key) }
  }
  return derived.key
}

function signature(key: Buffer, source: string): Buffer {
  return createHmac('sha256', key).update(source).digest().subarray(0, SIGNATURE_BYTES)
}

/** The resized copy's address of `source` (an absolute http(s) URL) at `width`. */
export function providerImagePath(secret: string, source: string, width: ProviderImageWidth) {
  const encoded = Buffer.from(source).toString('base64url')
  const signed = signature(addressKey(secret), source).toString('base64url')
  return `${PROVIDER_IMAGE_ROUTE}/${width}/${encoded}.${signed}`
}

// The alphabet Buffer's base64url encoder writes (no padding). Its decoder is lenient: it skips
// characters outside the alphabet, ignores `=` and trailing bits, so `<sig>=`, `<sig>!` and
// `<sig>A` can decode to the same bytes. Every spelling would be a separate HTTP cache entry of
// one resized image, so an address is accepted only in the exact form providerImagePath writes.
const CANONICAL_SEGMENT = /^(?<encoded>[A-Za-z0-9_-]+)\.(?<signed>[A-Za-z0-9_-]+)$/

/**
 * The source URL and width an address names, or null when it is not one the site issued, byte
 * for byte: `width` and `source` are the route's segments (`source` = `<source>.<signature>`).
 */
export function readProviderImagePath(
  secret: string,
  width: string,
  source: string,
): { source: string; width: ProviderImageWidth } | null {
  const size = PROVIDER_IMAGE_WIDTHS.find((candidate) => String(candidate) === width)
  const parts = CANONICAL_SEGMENT.exec(source)?.groups
  if (!size || !parts?.encoded || !parts.signed) return null
  const url = Buffer.from(parts.encoded, 'base64url').toString()
  const given = Buffer.from(parts.signed, 'base64url')
  const expected = signature(addressKey(secret), url)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  // re-encoding gives back exactly the segment only for the one spelling the site writes
  // (this also refuses a source that is not valid UTF-8, which toString() would have replaced)
  if (providerImagePath(secret, url, size) !== `${PROVIDER_IMAGE_ROUTE}/${width}/${source}`) {
    return null
  }
  return { source: url, width: size }
}

/**
 * `src` and `srcset` of a provider image shown at most `width` CSS pixels wide: every fixed size
 * below twice that and the first one of at least twice that (so a 2× screen always finds a sharp
 * copy: a 140 px logo needs 280, which only 320 covers), the smallest size of at least `width` as
 * the fallback.
 */
export function providerImageSources(
  secret: string,
  source: string,
  width: number,
): { src: string; srcSet: string } {
  // the widths are ascending: keep them up to and including the first sharp one
  const sharp = PROVIDER_IMAGE_WIDTHS.findIndex((size) => size >= 2 * width)
  const candidates = sharp < 0 ? PROVIDER_IMAGE_WIDTHS : PROVIDER_IMAGE_WIDTHS.slice(0, sharp + 1)
  const fallback =
    PROVIDER_IMAGE_WIDTHS.find((size) => size >= width) ?? PROVIDER_IMAGE_WIDTHS.at(-1)!
  return {
    src: providerImagePath(secret, source, fallback),
    srcSet: candidates
      .map((size) => `${providerImagePath(secret, source, size)} ${size}w`)
      .join(', '),
  }
}
