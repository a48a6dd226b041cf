import { describe, expect, it } from 'vitest'

import { sanitizePostHtml } from '@/lib/html/sanitizePostHtml'

describe('sanitizePostHtml', () => {
  it('keeps formatting, lists, links and images', () => {
    const html =
      '<h2>Nadpis</h2><p><strong>Tučně</strong> a <a href="https://602.cz">odkaz</a></p><ul><li>bod</li></ul><img src="https://x.cz/a.png" alt="obr" />'
    expect(sanitizePostHtml(html)).toBe(html)
  })

  it('drops scripts, styles, iframes and event handlers', () => {
    const out = sanitizePostHtml(
      '<p onclick="alert(1)">Text</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil"></iframe><img src="x.png" onerror="alert(1)">',
    )
    expect(out).toBe('<p>Text</p><img src="x.png" />')
  })

  it('drops javascript: and data: URLs', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizePostHtml('<img src="data:text/html;base64,AAAA">')).toBe('<img />')
  })

  it('demotes h1 so that the page keeps one main heading', () => {
    expect(sanitizePostHtml('<h1>Titulek</h1>')).toBe('<h2>Titulek</h2>')
  })

  it('adds rel=noopener to links opening a new tab', () => {
    expect(sanitizePostHtml('<a href="https://602.cz" target="_blank">x</a>')).toBe(
      '<a href="https://602.cz" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
