type Node = { text?: unknown; children?: unknown }

/** The text of a Lexical document without markup (structured data, descriptions). */
export function plainText(data: { root: Node } | null | undefined): string {
  const parts: string[] = []
  const walk = (node: Node, depth: number) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (Array.isArray(node.children)) {
      node.children.forEach((child: Node) => walk(child, depth + 1))
      if (depth === 1) parts.push('\n')
    }
  }
  if (data?.root) walk(data.root, 0)
  return parts
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
}
