import { gzipSync } from 'node:zlib'

/** First-load JavaScript (DESIGN.md): the gzip sizes of every non-noModule <script src>, summed. */
export async function firstLoadJs(html: string, origin: string) {
  const sources = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/i.exec(attributes)?.[1]?.replace(/&amp;/g, '&'))
    .filter((src): src is string => Boolean(src))
  const scripts = await Promise.all(
    [...new Set(sources)].map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())
      return { src, rawBytes: body.length, gzipBytes: gzipSync(body).length }
    }),
  )
  return {
    scripts,
    totalKb: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024,
  }
}
