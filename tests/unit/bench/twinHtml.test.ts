import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { stripScriptPreloadHeader, stripScripts } from '../../../tools/bench/lib/twinHtml'

/** Script content never holds `</script` (the HTML parser would end the element there). */
const scriptText = fc
  .string({ unit: fc.constantFrom('a', ' ', '<', '>', '"', "'", '/', '=', '\n', 'x', '{', '}') })
  .filter((text) => !/<\/script/i.test(text))
const text = fc.string({ unit: fc.constantFrom('a', ' ', 'č', '>', '"', '\n', '&', '/') })
const url = fc.stringMatching(/^\/_next\/static\/chunks\/[a-z0-9_-]{1,12}\.js$/)

/** Pieces that make the browser run or preload script: the twin has none of them. */
const removed = fc.oneof(
  fc.tuple(scriptText).map(([body]) => `<script>${body}</script>`),
  url.map((src) => `<script src="${src}" async=""></script>`),
  fc
    .tuple(url, scriptText)
    .map(([src, body]) => `<SCRIPT type="module" src=${src}>${body}</Script >`),
  scriptText.map((body) => `<script type="text/javascript" data-x="a>b">${body}</script>`),
  scriptText.map((body) => `<script\n  nonce="n">self.__next_f.push([1,"${body}"])</script>`),
  url.map((href) => `<link rel="modulepreload" href="${href}"/>`),
  url.map((href) => `<link rel="preload" as="script" fetchPriority="low" href="${href}"/>`),
  url.map((href) => `<link href="${href}" as="script" rel="preload" fetchPriority="low">`),
  url.map((href) => `<link rel='preload' as='SCRIPT' href='${href}'>`),
  url.map((href) => `<link rel="preload" as=script href=${href}>`),
  url.map((href) => `<link rel="prefetch Preload" as=" script " href="${href}">`),
)

/** Everything else, kept byte for byte. */
const kept = fc.oneof(
  text,
  text.map((body) => `<div class="uPv9MW_page" data-x="<script>">${body}</div>`),
  fc.constant('<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>'),
  fc.constant('<link rel="preload" as="image" imageSrcSet="/a.webp 1x, /b.webp 2x"/>'),
  fc.constant('<link rel="preload" href="/_next/static/media/f.woff2" as="font" crossorigin=""/>'),
  fc.constant('<link rel="icon" href="/icon.svg"/>'),
  // a prefetch only fetches, for a later page; it runs nothing on this one
  fc.constant('<link rel="prefetch" as="script" href="/_next/static/chunks/later.js"/>'),
  fc.constant('<!--$--><!--/$-->'),
  scriptText.map((body) => `<!-- <script>${body}</script> <link rel=modulepreload> -->`),
  fc.constant(
    '<script type="application/ld+json">{"@type":"Organization","x":"<link rel=\\"modulepreload\\">"}</script>',
  ),
  fc.constant('<style>.a::after{content:"<script>x()</script>"}</style>'),
  fc.constant('<title>a <link rel=modulepreload href=/x.js> b</title>'),
  fc.constant('<noscript><img src="/a.png" alt=""/></noscript>'),
  fc.constant('<script-box>not a script</script-box><linked-list>x</linked-list>'),
)

const piece = fc.oneof(
  removed.map((html) => ({ html, kept: false })),
  kept.map((html) => ({ html, kept: true })),
)

describe("a template's static twin", () => {
  it('has no script and no script preload left, and every other byte as served', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const page = pieces.map((item) => item.html).join('')
        const expected = pieces
          .filter((item) => item.kept)
          .map((item) => item.html)
          .join('')
        expect(stripScripts(page)).toBe(expected)
      }),
      { numRuns: 1000 },
    )
  })

  it('strips a page as Next serves it', () => {
    const served =
      '<!DOCTYPE html><html lang="cs"><head><meta charSet="utf-8"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next"/>' +
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0b.js"/>' +
      '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>' +
      '<title>Kontakt | Software602</title></head><body><main id="obsah">' +
      '<script>try{var t=localStorage.getItem("authToken")}catch(e){}</script>' +
      '<p>Načítáme košík…</p></main>' +
      '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script></body></html>'
    expect(stripScripts(served)).toBe(
      '<!DOCTYPE html><html lang="cs"><head><meta charSet="utf-8"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next"/>' +
        '<title>Kontakt | Software602</title></head><body><main id="obsah">' +
        '<p>Načítáme košík…</p></main></body></html>',
    )
  })

  it('drops script preloads from a Link header and keeps the rest', () => {
    expect(
      stripScriptPreloadHeader(
        '</a.css>; rel=preload; as="style", </b.js>; rel=preload; as=script, </c.js>; rel=modulepreload',
      ),
    ).toBe('</a.css>; rel=preload; as="style"')
    expect(stripScriptPreloadHeader('</b.js>; rel=preload; as=script')).toBeUndefined()
    expect(stripScriptPreloadHeader(undefined)).toBeUndefined()
  })
})
