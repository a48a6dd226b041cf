import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

/** What the HTTP cache asks for as `<asset>.br` (http-cache/site.vcl): text a browser loads. */
const PRECOMPRESSED_EXTENSIONS = ['.js', '.css']

/**
 * Writes `<file>.br` beside every script and stylesheet under `dir` (the build's immutable
 * /_next/static). Brotli at its highest quality is too slow per request but once per build it
 * costs seconds, and the files come out ~15 % smaller than the app's gzip: less to download
 * before the first paint on a slow phone.
 */
export function precompressStaticAssets(dir: string): {
  files: number
  bytes: number
  brotliBytes: number
} {
  const total = { files: 0, bytes: 0, brotliBytes: 0 }
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name))) continue
    const file = path.join(entry.parentPath, entry.name)
    const source = readFileSync(file)
    const compressed = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    })
    writeFileSync(`${file}.br`, compressed)
    total.files += 1
    total.bytes += source.length
    total.brotliBytes += compressed.length
  }
  return total
}
