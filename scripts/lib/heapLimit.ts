/**
 * V8 grows its heap lazily while allocation is high: a flood of distinct unknown URLs (each a
 * fresh 404 render) took a replica from 260 MB to 700 MB of resident memory, garbage it never
 * returned. With the old space capped the same flood levels off at about 340 MB. Production
 * servers therefore start with this cap unless NODE_OPTIONS already sets one.
 */
export const DEFAULT_HEAP_MB = 256

export function withHeapLimit(nodeOptions: string | undefined): string {
  const options = nodeOptions?.trim() ?? ''
  if (/--max-old-space-size/.test(options)) return options
  return `${options} --max-old-space-size=${DEFAULT_HEAP_MB}`.trim()
}
