/**
 * Builds Lexical editor state from plain Czech text for the seed: `## ` starts a heading,
 * a blank line separates paragraphs.
 */
type TextNode = {
  type: 'text'
  text: string
  format: 0
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}

const text = (value: string): TextNode => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const block = (children: TextNode[]) => ({
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
})

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
        return { ...block([text(heading[2]!)]), type: 'heading', tag: `h${level}` }
      }
      return { ...block([text(chunk.replace(/\s*\n\s*/g, ' '))]), type: 'paragraph', textFormat: 0 }
    })
  return { root: { ...block([]), type: 'root', children } }
}
