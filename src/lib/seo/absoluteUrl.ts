import { env } from '@/lib/env'

/** Canonical and JSON-LD addresses are absolute, on the site's public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString()
}
