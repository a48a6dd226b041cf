import { gzipSync } from 'node:zlib'

/** The inline scripts Next streams the React Server Components payload ("flight data") in. */
const PUSH = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs

export type FlightFigures = {
  htmlBytes: number
  htmlGzipBytes: number
  /** Bytes of the `self.__next_f.push` scripts, tags included: what the payload adds to the HTML. */
  flightBytes: number
  /** The payload alone (the pushed strings joined), gzipped as it would travel on its own. */
  flightGzipBytes: number
  /** Elements of the server HTML (start tags outside scripts, styles and comments). */
  elements: number
  /** Strings of at least `minLength` characters the payload carries more than once. */
  duplicates: Array<{ text: string; times: number; wastedBytes: number }>
}

/** The payload joined from the page's push scripts (kind 1: a chunk of the flight stream). */
export function flightPayload(html: string): { payload: string; scriptBytes: number } {
  let scriptBytes = 0
  let payload = ''
  for (const match of html.matchAll(PUSH)) {
    scriptBytes += Buffer.byteLength(match[0])
    const [kind, data] = JSON.parse(match[1]!) as [number, unknown]
    if (kind === 1 && typeof data === 'string') payload += data
  }
  return { payload, scriptBytes }
}

/**
 * Every string value of the payload's JSON rows (`<id>:<tag?><json>`), object keys left out.
 * Text rows (`<id>:T<length>,<text>`) and rows that do not parse are skipped.
 */
export function payloadStrings(payload: string): string[] {
  const strings: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  for (const line of payload.split('\n')) {
    const json = /^[0-9a-f]+:[A-Z]*(?=[[{"])(.*)$/s.exec(line)?.[1]
    if (json === undefined) continue
    try {
      walk(JSON.parse(json))
    } catch {
      // a row this reader does not know: not counted
    }
  }
  return strings
}

/**
 * What one served page carries twice: its HTML, and the same content again as the flight data
 * React hydrates from. Duplicates are counted on the payload's string values (card titles,
 * perexes, image URLs…), so a card passed to a client component once per filter group shows up.
 */
export function flightFigures(html: string, minLength = 40): FlightFigures {
  const { payload, scriptBytes } = flightPayload(html)
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '<script>')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '<style>')
    .replace(/<!--[\s\S]*?-->/g, '')
  const elements = markup.match(/<[a-zA-Z][^\s/>]*/g)?.length ?? 0

  const seen = new Map<string, number>()
  for (const text of payloadStrings(payload)) {
    if (text.length < minLength) continue
    seen.set(text, (seen.get(text) ?? 0) + 1)
  }
  const duplicates = [...seen]
    .filter(([, times]) => times > 1)
    .map(([text, times]) => ({
      text,
      times,
      wastedBytes: Buffer.byteLength(JSON.stringify(text)) * (times - 1),
    }))
    .sort((a, b) => b.wastedBytes - a.wastedBytes)

  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    flightBytes: scriptBytes,
    flightGzipBytes: gzipSync(payload).length,
    elements,
    duplicates,
  }
}
