/**
 * `where[or][0][title][equals]=a` → `{ where: { or: [{ title: { equals: 'a' } }] } }`, close to
 * what Payload's `qs` parse gives (at most 10 bracket levels, numeric keys as array indexes up to
 * 1,000). Only for checking a request Payload would read the same way; never to serve it.
 */
type Tree = Record<string, unknown>

const MAX_DEPTH = 10
const MAX_INDEX = 1000

function segmentsOf(key: string): string[] {
  const open = key.indexOf('[')
  if (open <= 0) return [key]
  const segments = [key.slice(0, open)]
  const pattern = /\[([^[\]]*)\]/g
  pattern.lastIndex = open
  let match: RegExpExecArray | null
  let end = open
  while ((match = pattern.exec(key)) && segments.length <= MAX_DEPTH) {
    if (match.index !== end) break
    segments.push(match[1]!)
    end = pattern.lastIndex
  }
  // What qs does not split stays one literal key, as in qs.
  if (end < key.length) segments.push(key.slice(end))
  return segments
}

/** Objects whose keys are all small indexes become arrays, as qs makes them. */
function arraysOf(value: unknown): unknown {
  const stack: Array<{ parent: Tree | unknown[]; key: string | number }> = []
  const root = { value }
  stack.push({ parent: root as Tree, key: 'value' })
  while (stack.length > 0) {
    const { parent, key } = stack.pop()!
    const node = (parent as Record<string | number, unknown>)[key]
    if (typeof node !== 'object' || node === null) continue
    const keys = Object.keys(node)
    const isList = keys.length > 0 && keys.every((k) => /^\d+$/.test(k) && Number(k) <= MAX_INDEX)
    const next = isList
      ? keys
          .map(Number)
          .sort((a, b) => a - b)
          .map((index) => (node as Tree)[String(index)])
      : node
    ;(parent as Record<string | number, unknown>)[key] = next
    for (const childKey of isList ? (next as unknown[]).keys() : keys) {
      stack.push({ parent: next as Tree, key: childKey })
    }
  }
  return root.value
}

export function parseBracketQuery(search: URLSearchParams): Tree {
  const result: Tree = Object.create(null) as Tree
  for (const [key, value] of search) {
    const segments = segmentsOf(key)
    let node: Tree = result
    for (let index = 0; index < segments.length; index++) {
      const segment = segments[index] === '' ? String(Object.keys(node).length) : segments[index]!
      if (index === segments.length - 1) {
        node[segment] = value
      } else {
        const child = node[segment]
        if (typeof child !== 'object' || child === null) node[segment] = Object.create(null) as Tree
        node = node[segment] as Tree
      }
    }
  }
  return arraysOf(result) as Tree
}
