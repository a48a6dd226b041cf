import http from 'node:http'
import type { AddressInfo } from 'node:net'

import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { GET as RouteGet } from '@/app/(site)/provider-image/[width]/[source]/route'
import {
  PROVIDER_IMAGE_ROUTE,
  providerImagePath,
  type ProviderImageWidth,
} from '@/lib/media/providerImageAddress'

import { sandboxForFile } from './provider/sandboxHarness'

/**
 * The route that serves provider images resized (src/app/(site)/provider-image), called as Next
 * calls it, against the sandbox's real images over HTTP, and against a small server of our own
 * for what the sandbox cannot send (a broken image, a count of fetches).
 */
const sandbox = sandboxForFile()
let GET: typeof RouteGet
let imageUrl = ''

let fetches = 0
const odd = http.createServer((request, response) => {
  fetches += 1
  if (request.url?.startsWith('/broken')) {
    response.writeHead(200, { 'Content-Type': 'image/png' })
    response.end('these bytes are not a PNG')
    return
  }
  // slow enough that concurrent requests overlap
  setTimeout(
    () =>
      void sharp({ create: { width: 800, height: 400, channels: 3, background: '#08c' } })
        .png()
        .toBuffer()
        .then((png) => {
          response.writeHead(200, { 'Content-Type': 'image/png' })
          response.end(png)
        }),
    100,
  )
})
let oddOrigin = ''

beforeAll(async () => {
  process.env.PROVIDER_API_URL = sandbox.url()
  ;({ GET } = await import('@/app/(site)/provider-image/[width]/[source]/route'))
  const [post] = await sandbox.client().getBlogPosts()
  imageUrl = post!.imageUrl!
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve))
  oddOrigin = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => odd.close(() => resolve())))

let unique = 0
/** A source the process has not resized yet (the copies are kept in memory). */
const fresh = (url: string) => `${url}${url.includes('?') ? '&' : '?'}fresh=${(unique += 1)}`

function requestImage(source: string, width: ProviderImageWidth = 640, tamper = false) {
  const [size, signed] = providerImagePath(process.env.PAYLOAD_SECRET!, source, width)
    .split('/')
    .slice(2) as [string, string]
  return GET(new Request(`http://127.0.0.1/provider-image/${size}/${signed}`), {
    params: Promise.resolve({ width: size, source: tamper ? `x${signed}` : signed }),
  })
}

describe('provider images resized by the site', () => {
  it('answer a WebP at most the asked width, a fraction of the original, cacheable', async () => {
    const original = Buffer.from(await (await fetch(imageUrl)).arrayBuffer())
    const response = await requestImage(imageUrl, 320)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const copy = Buffer.from(await response.arrayBuffer())
    const meta = await sharp(copy).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBeLessThanOrEqual(320)
    expect(copy.length).toBeLessThan(original.length / 3)
  })

  it('refuse an address the site did not sign, and a missing image, with 404', async () => {
    expect((await requestImage(imageUrl, 640, true)).status).toBe(404)
    const missing = await requestImage(`${sandbox.url()}/images/blog/neni-tu.png`)
    expect(missing.status).toBe(404)
  })

  it('answer 502 that no cache keeps while the provider fails, and the image once it is back', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const source = fresh(imageUrl)
    const path = new URL(imageUrl).pathname
    for (const kind of ['500', 'garbage'] as const) {
      await sandbox.addFault({ path, kind, times: 1 })
      const failed = await requestImage(source)
      expect(failed.status, kind).toBe(502)
      expect(failed.headers.get('cache-control'), kind).toBe('no-store')
    }
    await sandbox.addFault({ path, kind: 'slow', delayMs: 400, times: 1 })
    const back = await requestImage(source)
    expect(back.status).toBe(200)
    expect(log).toHaveBeenCalledWith(expect.stringContaining(path), expect.anything())
    // the reason in English, not the Czech message meant for visitors
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining(path),
      `provider answered HTTP 500 for ${path}`,
    )
    log.mockRestore()
  })

  it('send the browser to an original it cannot read, rather than a broken image', async () => {
    const source = `${oddOrigin}/broken.png`
    const response = await requestImage(source)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(source)
  })

  it('fetch and encode an image once for concurrent requests of one size', async () => {
    const source = `${oddOrigin}/banner.png`
    fetches = 0
    const answers = await Promise.all(Array.from({ length: 8 }, () => requestImage(source, 960)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(fetches).toBe(1)
    expect((await sharp(Buffer.from(await answers[0]!.arrayBuffer())).metadata()).width).toBe(800)
  })

  it('answer only the one spelling the site issued: any other is 404 and resizes nothing', async () => {
    const source = `${oddOrigin}/one-spelling.png`
    const canonical = providerImagePath(process.env.PAYLOAD_SECRET!, source, 640)
    expect((await requestPath(canonical)).status).toBe(200)
    fetches = 0
    // Characters a mutation may add: the base64url alphabet, padding, the separator, characters
    // the lenient decoder skips, and `/` (another segment). `?` and `#` start another part of
    // the URL, not the path, and whitespace never reaches the route (HTTP parsers refuse it).
    const added = fc.constantFrom(..."AZaz09_-=.+/!~*()$,;:@&'%".split(''))
    const mutation = fc.oneof(
      fc
        .tuple(fc.nat(), fc.string({ unit: added, minLength: 1, maxLength: 3 }))
        .map(([at, text]) => (path: string) => {
          const i =
            PROVIDER_IMAGE_ROUTE.length + 1 + (at % (path.length - PROVIDER_IMAGE_ROUTE.length))
          return path.slice(0, i) + text + path.slice(i)
        }),
      fc
        .string({ unit: added, minLength: 1, maxLength: 3 })
        .map((text) => (path: string) => path + text),
      fc.integer({ min: 1, max: 3 }).map((n) => (path: string) => path + '='.repeat(n)),
      fc.nat().map((at) => (path: string) => {
        const i =
          PROVIDER_IMAGE_ROUTE.length + 1 + (at % (path.length - PROVIDER_IMAGE_ROUTE.length - 1))
        const c = path[i]!
        const flipped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()
        return path.slice(0, i) + flipped + path.slice(i + 1)
      }),
      fc.tuple(fc.nat(), fc.boolean()).map(([at, lower]) => (path: string) => {
        const i =
          PROVIDER_IMAGE_ROUTE.length + 1 + (at % (path.length - PROVIDER_IMAGE_ROUTE.length - 1))
        const hex = path.charCodeAt(i).toString(16).padStart(2, '0')
        return `${path.slice(0, i)}%${lower ? hex : hex.toUpperCase()}${path.slice(i + 1)}`
      }),
      fc.nat().map((at) => (path: string) => {
        const i =
          PROVIDER_IMAGE_ROUTE.length + 1 + (at % (path.length - PROVIDER_IMAGE_ROUTE.length - 1))
        return path.slice(0, i) + path.slice(i + 1)
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
        const path = mutations.reduce((spelled, mutate) => mutate(spelled), canonical)
        const status = (await requestPath(path)).status
        // 400: a broken percent-escape, which Next refuses before the route
        if (path === canonical) expect(status).toBe(200)
        else expect([400, 404], path).toContain(status)
      }),
      { numRuns: 1000 },
    )
    // the spellings refused never reached the original
    expect(fetches).toBe(0)
  })
})

/**
 * A GET of `path` as Next routes it: the path as sent is the request's URL, the two segments
 * after the route's prefix are its params, percent-decoded; anything else Next answers itself.
 */
async function requestPath(path: string): Promise<Response> {
  const url = new URL(path, 'http://127.0.0.1')
  const segments = url.pathname.slice(PROVIDER_IMAGE_ROUTE.length + 1).split('/')
  if (!url.pathname.startsWith(`${PROVIDER_IMAGE_ROUTE}/`) || segments.length !== 2) {
    return new Response(null, { status: 404 })
  }
  let params: { width: string; source: string }
  try {
    params = { width: decodeURIComponent(segments[0]!), source: decodeURIComponent(segments[1]!) }
  } catch {
    return new Response(null, { status: 400 })
  }
  return GET(new Request(url), { params: Promise.resolve(params) })
}
