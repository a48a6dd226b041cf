const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The site may call the sandbox and be redirected to: its own origin, and any local origin so
 * that a dev server on another port works without configuration.
 */
export function isTrustedSiteOrigin(origin: string, siteUrl: string): boolean {
  try {
    const url = new URL(origin)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
    return url.origin === new URL(siteUrl).origin || LOCAL_HOSTS.has(url.hostname)
  } catch {
    return false
  }
}
