import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  convertLexicalToPlaintext,
  type PlaintextConverters,
} from '@payloadcms/richtext-lexical/plaintext'

/**
 * Payload's converter separates paragraphs, headings and lists but not block quotes: a quote's
 * text would run into the paragraph before it ("…konec.Citace"), one unsearchable word.
 */
const converters: PlaintextConverters = {
  quote: ({ childIndex, node, nodesToPlaintext }) => {
    const text = nodesToPlaintext({ nodes: node.children }).join('')
    return childIndex > 0 ? `\n\n${text}` : text
  },
}

/**
 * The text of a Lexical document without markup (search index, FAQ structured data): one line
 * per paragraph, heading or list item, runs of spaces as one.
 */
export function plainText(data: { root: object } | null | undefined): string {
  if (!data?.root) return ''
  return convertLexicalToPlaintext({ converters, data: data as SerializedEditorState })
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
}
