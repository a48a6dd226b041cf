import sanitizeHtml from 'sanitize-html'

/**
 * HTML from the provider (blog posts, case studies, event descriptions) is not ours: only text
 * formatting, links, lists, tables and images survive; scripts, styles, event handlers, iframes
 * and `javascript:` URLs are dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // an h1 in the body would compete with the page's own heading
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = attribs.target === '_blank'
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }
    },
  },
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options)
}
