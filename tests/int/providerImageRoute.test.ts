import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { GET as RouteGet } from '@/app/(site)/provider-image/[width]/[source]/route'
import { providerImagePath, type ProviderImageWidth } from '@/lib/media/providerImageAddress'

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
})
