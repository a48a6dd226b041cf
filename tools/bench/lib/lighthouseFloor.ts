import type { TwinNextPage } from './staticTwin'

/**
 * The LCP floors of the Lighthouse budget, both with nothing of ours but the homepage's hero (its
 * markup, image and the site's stylesheets), served by a bare Next app (the static twin) from one
 * origin, like the site, so the simulated network costs the same handshakes:
 * - `html`: that markup as a static HTML file, no script at all: what the hero alone costs;
 * - `nextPage`: the same as a page of the bare Next app, i.e. with Next's and React's client
 *   runtime — the floor issue 15 names ("a bare Next page with the same hero image and
 *   stylesheet"). What the site's LCP exceeds it by is what our code and data cost.
 */
const ASSET_PREFIX = '/floor'

/** The element `tag` that starts at `start`, with everything nested in it. */
function elementAt(html: string, start: number, tag: string): string {
  const tags = new RegExp(`<${tag}\\b|</${tag}>`, 'gi')
  tags.lastIndex = start
  let depth = 0
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1
    if (depth === 0) return html.slice(start, match.index + match[0].length)
  }
  throw new Error(`<${tag}> at ${start} is not closed`)
}

/** Same-origin addresses of stylesheets and images the floor needs, from its markup. */
function assetPaths(markup: string): string[] {
  const stylesheets = [...markup.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1]!,
  )
  const images = [...markup.matchAll(/\b(?:src|srcSet|imageSrcSet)="([^"]+)"/g)].flatMap((match) =>
    match[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
  )
  return [...new Set([...stylesheets, ...images])].filter((src) => src.startsWith('/'))
}

export async function lighthouseFloorPage(
  origin: string,
  homeHtml: string,
): Promise<{ html: string; nextPage: TwinNextPage; files: Record<string, Buffer> }> {
  const head = /<head>([\s\S]*?)<\/head>/.exec(homeHtml)?.[1] ?? ''
  const headLinks = [
    ...head.matchAll(/<link rel="stylesheet"[^>]*>|<link rel="preload" as="image"[^>]*>/g),
  ].map((match) => match[0])
  const heading = homeHtml.indexOf('<h1')
  const heroStart = homeHtml.lastIndexOf('<section', heading)
  if (heading < 0 || heroStart < 0) throw new Error('The homepage has no hero section with an H1')
  const hero = elementAt(homeHtml, heroStart, 'section')

  const files: Record<string, Buffer> = {}
  for (const src of assetPaths(headLinks.join('') + hero)) {
    const response = await fetch(new URL(src, origin))
    if (response.status !== 200) throw new Error(`${src} answered ${response.status}`)
    files[`${ASSET_PREFIX}${new URL(src, origin).pathname}`] = Buffer.from(
      await response.arrayBuffer(),
    )
  }
  const local = (markup: string) =>
    markup.replace(/(["\s,])\/(?=_next\/|api\/)/g, `$1${ASSET_PREFIX}/`)
  const html =
    '<!DOCTYPE html><html lang="cs"><head><meta charSet="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    // No favicon request: a 404 for it would only add an error to the floor's report.
    `<title>Lighthouse floor</title><link rel="icon" href="data:,"/>${local(headLinks.join(''))}</head>` +
    `<body><main>${local(hero)}</main></body></html>`
  const nextPage: TwinNextPage = {
    links: headLinks.map((link) => linkProps(local(link))),
    main: local(hero),
  }
  return { html, nextPage, files }
}

/** React props of a `<link>` of Next's HTML; a stylesheet gets a precedence, so React hoists it. */
function linkProps(link: string): Record<string, string> {
  const props: Record<string, string> = {}
  for (const [, name, value] of link.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)) {
    if (!name!.startsWith('data-')) props[name!] = value!.replace(/&amp;/g, '&')
  }
  if (props.rel === 'stylesheet') props.precedence = 'default'
  return props
}
