/** A lexical rich-text value whose only paragraph holds one link with the given fields. */
export function richTextWithLink(fields: Record<string, unknown>) {
  const text = {
    type: 'text',
    text: 'odkaz',
    format: 0,
    detail: 0,
    mode: 'normal',
    style: '',
    version: 1,
  }
  const link = {
    type: 'link',
    version: 3,
    format: '',
    indent: 0,
    direction: null,
    fields,
    children: [text],
  }
  const paragraph = {
    type: 'paragraph',
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    textFormat: 0,
    children: [link],
  }
  return {
    root: {
      type: 'root',
      version: 1,
      format: '',
      indent: 0,
      direction: null,
      children: [paragraph],
    },
  }
}
