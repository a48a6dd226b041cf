import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { richTextWithLink } from '../../support/richTextWithLink'

import { RichText } from '@/components/RichText'
import { validateRichTextLinkUrl } from '@/fields/richTextLinkUrl'
import { richTextHref } from '@/lib/links/richTextHref'

import { hostileString, unsafeHrefReason } from '../../support/hostileUrls'

const RUNS = { numRuns: 1000 }

/** What the link drawer's URL validator says for a typed (custom) link. */
function editorAccepts(url: string): boolean {
  const options = { siblingData: { linkType: 'custom', url } } as unknown as Parameters<
    typeof validateRichTextLinkUrl
  >[1]
  return validateRichTextLinkUrl(url, options) === true
}

/** A stored rich-text document with one typed link. */
function documentWithLink(url: string) {
  return richTextWithLink({ linkType: 'custom', url, newTab: false }) as unknown as Parameters<
    typeof RichText
  >[0]['data']
}

const urls = fc.oneof(
  hostileString,
  fc.webUrl(),
  fc
    .tuple(
      fc.constantFrom('https://', 'mailto:', 'tel:', '#', '//', '/\\', 'data:', 'javascript:'),
      hostileString,
    )
    .map(([scheme, rest]) => scheme + rest),
)

/** Issue 29, item 3: rich-text links are held to the same rule as link fields. */
describe('rich-text links', () => {
  it('render on the site or to http(s)/mailto/tel when the editor accepts them', () => {
    fc.assert(
      fc.property(urls, (url) => {
        if (!editorAccepts(url)) return
        const href = richTextHref({ linkType: 'custom', url })
        expect(href, JSON.stringify(url)).not.toBeNull()
        expect(unsafeHrefReason(href!), JSON.stringify(url)).toBeNull()
      }),
      RUNS,
    )
  })

  it('never render an unsafe href, whatever was stored', () => {
    fc.assert(
      fc.property(urls, (url) => {
        const href = richTextHref({ linkType: 'custom', url })
        if (href !== null) expect(unsafeHrefReason(href), JSON.stringify(url)).toBeNull()
      }),
      RUNS,
    )
  })

  it('refuses script, data and protocol-relative addresses with a Czech message', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(
        validateRichTextLinkUrl(url, { siblingData: { linkType: 'custom' } } as never),
      ).toMatch(/^Odkaz musí vést/)
    }
    for (const url of [
      'https://example.cz',
      'mailto:info@example.cz',
      'tel:+420222011602',
      '/blog',
      '#cenik',
    ]) {
      expect(editorAccepts(url), url).toBe(true)
    }
  })

  it('renders a stored unsafe link as plain text and a safe one as a link', () => {
    for (const url of [
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
    ]) {
      const html = renderToStaticMarkup(<RichText data={documentWithLink(url)} />)
      expect(html, url).not.toContain('href')
      expect(html).toContain('odkaz')
    }
    expect(renderToStaticMarkup(<RichText data={documentWithLink('/blog')} />)).toContain(
      'href="/blog"',
    )
  })
})
