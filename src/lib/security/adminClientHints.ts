/** One entry of Next's `headers()` config. */
type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> }

const CLIENT_HINT_KEYS = new Set(['accept-ch', 'critical-ch'])

/**
 * withPayload asks every path for the colour-scheme client hint as a *critical* hint. Chrome then
 * restarts each first navigation to the site to send that hint (an internal 307 and a second
 * request for the same document), which costs a visitor on a slow network a whole round trip before
 * anything paints. Only the admin themes itself by that hint, so the rule is narrowed to it.
 */
export function scopeClientHintsToAdmin(rules: HeaderRule[]): HeaderRule[] {
  return rules.map((rule) => {
    const asksForHints = rule.headers.some((header) =>
      CLIENT_HINT_KEYS.has(header.key.toLowerCase()),
    )
    return asksForHints && rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule
  })
}
