/**
 * The static twin of a page (issue 30): the HTML exactly as served, less what makes the browser
 * run script — every executable `<script>` element (with its content) and every script preload
 * (`<link rel=modulepreload>`, `<link rel=preload as=script>`). Everything else stays byte for
 * byte, so the twin costs what the page's markup, styles and images cost, and page − twin is what
 * hydration and our scripts cost. Data blocks (`<script type="application/ld+json">`) are kept:
 * the browser never runs them. Comments and kept scripts are skipped whole, so text inside them
 * that looks like a tag is never touched.
 */

/**
 * The pieces the HTML is read in: a comment, a whole `<script>` element, a `<link>` tag, a raw
 * text element (`<style>`, `<textarea>`, `<title>`: their text is not markup), or any other tag;
 * attribute values may hold `>` or `<script>`. Only scripts and links are looked at.
 */
const TAG = '(?:[^>"\']|"[^"]*"|\'[^\']*\')*>'
const PIECES = new RegExp(
  [
    '<!--[\\s\\S]*?-->',
    `<script(?=[\\s/>])${TAG}[\\s\\S]*?</script\\s*>`,
    `<link(?=[\\s/>])${TAG}`,
    `<(style|textarea|title)(?=[\\s/>])${TAG}[\\s\\S]*?</\\1\\s*>`,
    `</?[a-z][^\\s/>]*${TAG}`,
  ].join('|'),
  'gi',
)

/** HTML's JavaScript MIME types (a `<script>` of any other type is a data block). */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])

/** The attributes of an opening tag, names lower-cased (the first of a repeated name wins). */
export function tagAttributes(openingTag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  const body = openingTag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '')
  for (const match of body.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const name = match[1]!.toLowerCase()
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

const tokens = (value: string | undefined) =>
  (value ?? '').toLowerCase().split(/\s+/).filter(Boolean)

function isExecutableScript(element: string): boolean {
  const openingTag = /^<script[^]*?>/i.exec(element)?.[0] ?? element
  const type = tagAttributes(openingTag).get('type')
  return JAVASCRIPT_TYPES.has((type ?? '').trim().toLowerCase())
}

function isScriptPreload(link: string): boolean {
  const attributes = tagAttributes(link)
  const rel = tokens(attributes.get('rel'))
  if (rel.includes('modulepreload')) return true
  return rel.includes('preload') && (attributes.get('as') ?? '').trim().toLowerCase() === 'script'
}

/** The page's HTML without anything that runs or preloads script; all else byte-identical. */
export function stripScripts(html: string): string {
  return html.replace(PIECES, (piece) => {
    if (/^<script[\s/>]/i.test(piece)) return isExecutableScript(piece) ? '' : piece
    if (/^<link[\s/>]/i.test(piece)) return isScriptPreload(piece) ? '' : piece
    return piece
  })
}

/**
 * A `Link` response header without its script preloads (Next may announce chunks there too), or
 * undefined when nothing is left.
 */
export function stripScriptPreloadHeader(header: string | undefined): string | undefined {
  if (!header) return undefined
  const kept = header
    .split(/,(?=\s*<)/)
    .filter(
      (entry) => !isScriptPreload(`<link ${entry.replace(/^\s*<[^>]*>/, '').replace(/;/g, ' ')}>`),
    )
  return kept.length ? kept.join(',') : undefined
}
