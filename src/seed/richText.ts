/**
 * Builds Lexical editor state from plain Czech text for the seed, a tiny Markdown:
 * a blank line separates blocks; `## ` / `### ` start headings; lines starting with `- ` form a
 * bulleted list, `1. ` a numbered one; inline `**bold**` and `[text](/path or https://…)`.
 */
type TextNode = {
  type: 'text'
  text: string
  format: 0 | 1
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}

type LinkNode = {
  type: 'link'
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: TextNode[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 3
}

type InlineNode = TextNode | LinkNode

const text = (value: string, bold = false): TextNode => ({
  type: 'text',
  text: value,
  format: bold ? 1 : 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = <TChildren>(children: TChildren[]) => ({
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
})

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

function inline(source: string): InlineNode[] {
  const value = source.replace(/\s*\n\s*/g, ' ')
  const nodes: InlineNode[] = []
  let last = 0
  for (const match of value.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text(value.slice(last, match.index)))
    if (match[1]) {
      nodes.push(text(match[1], true))
    } else {
      const url = match[3]!
      nodes.push({
        type: 'link',
        fields: { linkType: 'custom', url, newTab: /^https?:\/\//.test(url) },
        children: [text(match[2]!)],
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 3,
      })
    }
    last = match.index + match[0].length
  }
  if (last < value.length) nodes.push(text(value.slice(last)))
  return nodes
}

function list(lines: string[], ordered: boolean) {
  return {
    ...element(
      lines.map((line, index) => ({
        ...element(inline(line.replace(/^(-|\d+\.)\s+/, ''))),
        type: 'listitem',
        value: index + 1,
      })),
    ),
    type: 'list',
    listType: ordered ? 'number' : 'bullet',
    start: 1,
    tag: ordered ? 'ol' : 'ul',
  }
}

export function richText(source: string) {
  const children = source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      const heading = /^(#{2,4})\s+(.*)$/s.exec(chunk)
      if (heading) {
        const level = heading[1]!.length as 2 | 3 | 4
        return { ...element(inline(heading[2]!)), type: 'heading', tag: `h${level}` }
      }
      const lines = chunk.split('\n').map((line) => line.trim())
      if (lines.every((line) => line.startsWith('- '))) return list(lines, false)
      if (lines.every((line) => /^\d+\.\s/.test(line))) return list(lines, true)
      return { ...element(inline(chunk)), type: 'paragraph', textFormat: 0 }
    })
  return { root: { ...element(children), type: 'root' } }
}
