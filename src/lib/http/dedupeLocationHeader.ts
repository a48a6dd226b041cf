import { ServerResponse } from 'node:http'

/**
 * Works around vercel/next.js#82117: the first render of a cached (ISR) page that redirects sends
 * its `Location` header twice, which some clients join into "/a, /a" and cannot follow. An
 * identical second value is dropped; distinct values still pass. Remove when Next ships the fix
 * (vercel/next.js#95913).
 */
export function dedupeLocationHeader(): void {
  const original = ServerResponse.prototype.appendHeader
  ServerResponse.prototype.appendHeader = function appendHeader(
    this: ServerResponse,
    name: string,
    value: string | readonly string[],
  ) {
    if (name.toLowerCase() === 'location' && typeof value === 'string') {
      const current = this.getHeader('location')
      const values = Array.isArray(current)
        ? current
        : current === undefined
          ? []
          : [String(current)]
      if (values.includes(value)) return this
    }
    return original.call(this, name, value)
  }
}
