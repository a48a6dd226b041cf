/**
 * V8 grows its heap lazily while allocation is high: a flood of distinct unknown URLs (each a
 * fresh 404 render) took a replica from 260 MB to 700 MB of resident memory, garbage it never
 * returned. With the old space capped the same flood levels off at about 340 MB. Production
 * servers therefore start with this cap unless NODE_OPTIONS already sets one.
 *
 * V8 sizes the young generation from the old space: under a 256 MB cap each semi-space shrinks to
 * a few MB, and an admin save (a document's form state, a publish, the page re-render) spent half
 * its CPU in the garbage collector — a page PATCH took 1.5–2 s instead of 0.15 s and the published
 * page answered in 1 s instead of 0.1 s. The young generation is therefore pinned to V8's usual
 * size for 64-bit servers (16 MB per semi-space), unless NODE_OPTIONS sets it.
 */
export const DEFAULT_HEAP_MB = 256
export const DEFAULT_SEMI_SPACE_MB = 16

export function withHeapLimit(nodeOptions: string | undefined): string {
  const options = [nodeOptions?.trim() ?? '']
  if (!/--max-old-space-size/.test(options[0]!))
    options.push(`--max-old-space-size=${DEFAULT_HEAP_MB}`)
  if (!/--max-semi-space-size/.test(options[0]!))
    options.push(`--max-semi-space-size=${DEFAULT_SEMI_SPACE_MB}`)
  return options.join(' ').trim()
}
