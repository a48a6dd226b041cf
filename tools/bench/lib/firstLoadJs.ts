import { gzipSync } from 'node:zlib'

/**
 * First-load JavaScript (DESIGN.md): the gzip sizes of every non-noModule <script src>, summed.
 * Scripts the page preloads (`<link rel="preload" as="script">`, how Next announces the chunks of
 * lazily imported islands that the page renders) are counted too: hydration needs them.
 */
export async function firstLoadJs(html: string, origin: string) {
  const attribute = (attributes: string, name: string) =>
    new RegExp(`\\b${name}="([^"]+)"`, 'i').exec(attributes)?.[1]?.replace(/&amp;/g, '&')
  const scriptTags = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => attribute(attributes, 'src'))
  const preloads = [...html.matchAll(/<link\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes ?? '')
    .filter(
      (attributes) => /\brel="preload"/i.test(attributes) && /\bas="script"/i.test(attributes),
    )
    .map((attributes) => attribute(attributes, 'href'))
  const sources = [...scriptTags, ...preloads].filter((src): src is string => Boolean(src))
  const scripts = await Promise.all(
    [...new Set(sources)].map(async (src) => {
      const response = await fetch(new URL(src, origin))
      const body = Buffer.from(await response.arrayBuffer())
      return {
        src,
        status: response.status,
        rawBytes: body.length,
        gzipBytes: gzipSync(body).length,
      }
    }),
  )
  return {
    scripts,
    totalKb: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024,
  }
}
