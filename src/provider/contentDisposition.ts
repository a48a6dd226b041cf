/** The file name of a `Content-Disposition` header (RFC 6266), preferring the UTF-8 `filename*`. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header)
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''))
    } catch {
      // a malformed percent-encoding falls through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header)
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim()
  return value ? value : null
}
