// @ts-check
import { z } from 'zod'

/**
 * The cache variables. The cache handler is loaded by Next's server on its own, outside the app
 * bundle (plain JavaScript), so it parses them here rather than through src/lib/env.ts.
 */
const schema = z.object({
  REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be redis://[user:password@]host:port[/db]')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]+$/)
    .default('site602'),
  CACHE_MEMORY_MB: z.coerce.number().int().min(8).max(4096).default(64),
  CACHE_NOT_FOUND_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(200),
  HTTP_CACHE_PURGE_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
})

/** @typedef {z.infer<typeof schema>} CacheSettings */

/**
 * @param {Record<string, string | undefined>} source
 * @returns {CacheSettings}
 */
export function parseCacheSettings(source) {
  const result = schema.safeParse(source)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid cache settings (see .env.example):\n${lines.join('\n')}`)
}

/** The address without a password, for logs. @param {string} url */
export function redactedUrl(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(invalid URL)'
  }
}
