import { ProviderError } from '../errors'

/** Larger originals are refused rather than read into memory. */
export const PROVIDER_IMAGE_MAX_BYTES = 15 * 1024 * 1024

/**
 * The bytes of an image the provider's content points to (an absolute URL, possibly on another
 * host than the API). Fails as a ProviderError: `http` with the status (404 for a missing
 * image), `timeout`, `network`, or `schema` when the answer is not an image or is too large.
 */
export async function getProviderImage(
  url: string,
  { timeoutMs, fetch: fetchImpl = globalThis.fetch }: { timeoutMs: number; fetch?: typeof fetch },
): Promise<{ bytes: Buffer; contentType: string }> {
  const path = new URL(url).pathname
  const timeout = AbortSignal.timeout(timeoutMs)
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'image/*' }, signal: timeout })
    if (!response.ok) {
      await response.body?.cancel()
      throw new ProviderError({
        kind: 'http',
        path,
        status: response.status,
        message: `Služba poskytovatele odpověděla chybou (HTTP ${response.status}).`,
      })
    }
    const contentType = response.headers.get('content-type') ?? ''
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (!contentType.startsWith('image/') || declared > PROVIDER_IMAGE_MAX_BYTES) {
      await response.body?.cancel()
      throw new ProviderError({ kind: 'schema', path })
    }
    return { bytes: await readAtMost(response, PROVIDER_IMAGE_MAX_BYTES, path), contentType }
  } catch (error) {
    if (error instanceof ProviderError) throw error
    throw new ProviderError({ kind: timeout.aborted ? 'timeout' : 'network', path, cause: error })
  }
}

/** The body, or a `schema` error as soon as it grows past `limit` (a missing Content-Length). */
async function readAtMost(response: Response, limit: number, path: string): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  for (let piece = await reader?.read(); piece && !piece.done; piece = await reader?.read()) {
    size += piece.value.byteLength
    if (size > limit) {
      await reader?.cancel()
      throw new ProviderError({ kind: 'schema', path })
    }
    chunks.push(piece.value)
  }
  return Buffer.concat(chunks)
}
