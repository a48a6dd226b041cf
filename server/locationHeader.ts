import type { ServerResponse } from 'node:http'

/** A constructor of the server's response class, for the response mixins of this folder. */
// A mixin's base must take `any[]` (TypeScript's rule for mixin constructors).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResponseClass = new (...args: any[]) => ServerResponse

/**
 * Works around vercel/next.js#82117: the first render of a cached (ISR) page that redirects sends
 * its `Location` header twice, which some clients join into "/a, /a" and cannot follow. An
 * identical second value is dropped; distinct values still pass. Remove when Next ships the fix
 * (vercel/next.js#95913); tests/unit/server/locationHeader.test.ts says when it is still needed.
 */
export function withSingleLocation<Base extends ResponseClass>(base: Base) {
  return class SingleLocationResponse extends base {
    override appendHeader(name: string, value: string | readonly string[]): this {
      if (name.toLowerCase() === 'location' && typeof value === 'string') {
        const current = this.getHeader('location')
        const values = Array.isArray(current)
          ? current
          : current === undefined
            ? []
            : [String(current)]
        if (values.includes(value)) return this
      }
      return super.appendHeader(name, value)
    }
  }
}
