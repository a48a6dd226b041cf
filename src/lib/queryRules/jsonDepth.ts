/**
 * How deep JSON may nest before we refuse it. A page's deepest honest shape (layout → block →
 * rich text → nested lists) stays far below; the review's 9,000-level rich text overflowed the
 * stack of every recursive walker (ours and Payload's) on save.
 */
export const MAX_JSON_DEPTH = 100

/**
 * Whether `value` nests objects/arrays deeper than `max` levels. Iterative (an explicit stack), so
 * measuring the depth can never itself overflow the call stack, whatever the input.
 */
export function exceedsJsonDepth(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }]
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!
    // Leaves: a file's bytes or a date are not nesting (and a Buffer would be slow to list).
    if (
      typeof node !== 'object' ||
      node === null ||
      ArrayBuffer.isView(node) ||
      node instanceof Date
    ) {
      continue
    }
    if (depth + 1 > max) return true
    const children = Array.isArray(node) ? node : Object.values(node as Record<string, unknown>)
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child, depth: depth + 1 })
    }
  }
  return false
}

/**
 * Whether JSON text nests deeper than `max` levels, read without parsing it (a request body
 * before any parser or walker recurses over it). Counts `[`/`{` outside strings in one pass;
 * text that is not JSON gives a number that means nothing, but never a wrong "shallow" for JSON.
 */
export function jsonTextExceedsDepth(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index += 1 // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1
      if (depth > max) return true
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1
    }
  }
  return false
}
