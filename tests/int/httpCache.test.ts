import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFreePort } from '../../scripts/lib/findFreePort'
import { startHttpCache, type RunningHttpCache } from '../../tools/lib/httpCache'

/**
 * The VCL of the HTTP cache (http-cache/site.vcl) in a real varnishd, in front of a fake app
 * that counts what reaches it. Every test uses its own paths, so they share one cache.
 */

const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1'

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders }

/** A stand-in for an app replica: /api/live (the probe), pages with the app's Cache-Control, switches. */
function fakeApp() {
  const seen: Seen[] = []
  const state = {
    health: 200,
    failedProbes: 0,
    passedProbes: 0,
    status: new Map<string, number>(),
    cacheControl: new Map<string, string>(),
    brotliCopies: new Map<string, string>(),
  }
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/'
    const pathname = url.split('?')[0]!
    if (pathname === '/api/live') {
      if (state.health === 200) state.passedProbes++
      else state.failedProbes++
      response.writeHead(state.health, { 'Cache-Control': 'no-store' }).end()
      return
    }
    seen.push({ method: request.method ?? 'GET', url, headers: request.headers })
    const served = seen.filter((entry) => entry.url.split('?')[0] === pathname).length
    if (pathname === '/stary-odkaz') {
      response
        .writeHead(308, { Location: '/novy-odkaz', 'Cache-Control': PAGE_CACHE_CONTROL })
        .end()
      return
    }
    // Like the build (scripts/postbuild.ts): some assets have a brotli copy, served as bytes.
    if (pathname.endsWith('.br')) {
      const copy = state.brotliCopies.get(pathname)
      if (!copy) response.writeHead(404, { 'Cache-Control': 'no-store' }).end()
      else
        response
          .writeHead(200, {
            'Content-Type': 'application/octet-stream',
            'Cache-Control': 'public, max-age=31536000, immutable',
          })
          .end(copy)
      return
    }
    const status = state.status.get(pathname) ?? 200
    const cacheControl =
      state.cacheControl.get(pathname) ??
      (status >= 500
        ? 'private, no-cache, no-store'
        : pathname.startsWith('/_next/')
          ? 'public, max-age=31536000, immutable'
          : PAGE_CACHE_CONTROL)
    response
      .writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': cacheControl,
      })
      .end(`<html><body>${pathname} #${served} (${status})</body></html>`)
  })
  return {
    server,
    state,
    /** Requests for `pathname` (any query string) that reached the app, probes excluded. */
    count: (pathname: string, method?: string) =>
      seen.filter(
        (entry) => entry.url.split('?')[0] === pathname && (!method || entry.method === method),
      ).length,
    last: (pathname: string) => seen.filter((entry) => entry.url.split('?')[0] === pathname).at(-1),
  }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

let cache: RunningHttpCache
let app: ReturnType<typeof fakeApp>

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { port } = new URL(cache.url)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const get = (path: string, headers?: Record<string, string>) => send('GET', path, headers)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(condition: () => boolean, timeoutMs = 6000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the health probes')
    await sleep(50)
  }
}

beforeAll(async () => {
  app = fakeApp()
  const appPort = await findFreePort()
  await new Promise<void>((resolve) => app.server.listen(appPort, '127.0.0.1', resolve))
  cache = await startHttpCache({
    port: await findFreePort(),
    backends: [{ host: '127.0.0.1', port: (app.server.address() as AddressInfo).port }],
  })
})

afterAll(async () => {
  await cache?.stop()
  await new Promise((resolve) => app?.server.close(resolve))
})

describe('HTTP cache (Varnish, http-cache/site.vcl)', () => {
  it('stores a public page: the second GET is a hit and reaches no backend', async () => {
    const first = await get('/zasah')
    const second = await get('/zasah')
    expect(first.status).toBe(200)
    expect(first.headers['x-cache']).toBe('MISS')
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.body).toBe(first.body)
    expect(app.count('/zasah')).toBe(1)
    // Internal markers and backend details stay inside.
    expect(second.headers['x-cache-kind']).toBeUndefined()
    expect(second.headers['via']).toBeUndefined()
    expect(second.headers['x-varnish']).toBeUndefined()
  })

  it('serves one object whatever the query string and host alias', async () => {
    await get('/kampan?utm_source=x&fbclid=y&random=z')
    const variants = await Promise.all([
      get('/kampan'),
      get('/kampan?gclid=abc'),
      get('/kampan?utm_medium=email', { Host: 'www.example.cz' }),
    ])
    expect(variants.map((answer) => answer.headers['x-cache'])).toEqual(['HIT', 'HIT', 'HIT'])
    expect(app.count('/kampan')).toBe(1)
    // The app never sees the junk either.
    expect(app.last('/kampan')?.url).toBe('/kampan')
  })

  it('keeps the query string under /_next/ (image sizes are distinct objects)', async () => {
    const w1 = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.png&w=1&q=75'
    const w2 = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.png&w=2&q=75'
    await get(w1)
    await get(w2)
    expect((await get(w1)).headers['x-cache']).toBe('HIT')
    expect(app.count('/_next/image')).toBe(2)
    expect(app.last('/_next/image')?.url).toBe(w2)
  })

  it('keeps the query string of the search (/hledat and its suggestions)', async () => {
    await get('/hledat?q=podpis')
    await get('/hledat?q=archivace')
    expect((await get('/hledat?q=podpis')).headers['x-cache']).toBe('HIT')
    expect(app.count('/hledat')).toBe(2)
    expect(app.last('/hledat')?.url).toBe('/hledat?q=archivace')
    await get('/hledat/naseptavac?q=pod')
    expect(app.last('/hledat/naseptavac')?.url).toBe('/hledat/naseptavac?q=pod')
  })

  it('serves the brotli copy of a build script or stylesheet to browsers that accept br', async () => {
    app.state.brotliCopies.set('/_next/static/chunks/app.js.br', 'brotli bytes of app.js')
    app.state.brotliCopies.set('/_next/static/chunks/site.css.br', 'brotli bytes of site.css')
    const chrome = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

    const script = await get('/_next/static/chunks/app.js', chrome)
    expect(script.status).toBe(200)
    expect(script.body).toBe('brotli bytes of app.js')
    expect(script.headers['content-encoding']).toBe('br')
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(script.headers['vary']).toBe('Accept-Encoding')
    // Asked for as it is: the app must not compress the compressed copy again.
    expect(app.last('/_next/static/chunks/app.js.br')?.headers['accept-encoding']).toBeUndefined()
    expect((await get('/_next/static/chunks/app.js', chrome)).headers['x-cache']).toBe('HIT')

    const stylesheet = await get('/_next/static/chunks/site.css', { 'Accept-Encoding': 'br' })
    expect(stylesheet.headers['content-encoding']).toBe('br')
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8')

    // A browser without br gets the app's own answer, a separate object.
    const plain = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('/_next/static/chunks/app.js #1')
    expect(app.count('/_next/static/chunks/app.js')).toBe(1)

    // No brotli copy (a build that was not post-processed): the app's answer, never a 404.
    const uncompressed = await get('/_next/static/chunks/other.js', chrome)
    expect(uncompressed.status).toBe(200)
    expect(uncompressed.headers['content-encoding']).toBeUndefined()
    expect(uncompressed.body).toContain('/_next/static/chunks/other.js #1')
    // Pages and images are never swapped for a .br address.
    await get('/brotli-stranka', chrome)
    await get('/_next/static/media/logo.svg', chrome)
    expect(app.count('/brotli-stranka.br') + app.count('/_next/static/media/logo.svg.br')).toBe(0)
  })

  it('passes every request that must never be stored', async () => {
    const cases: Array<{ name: string; method?: string; path: string; headers?: object }> = [
      { name: 'POST', method: 'POST', path: '/formular' },
      { name: 'admin', path: '/admin/collections/pages' },
      { name: 'API', path: '/api/pages' },
      { name: 'preview route', path: '/next/preview' },
      { name: 'e-shop step', path: '/eshop/cart' },
      { name: 'e-shop provider config', path: '/eshop/provider-config' },
      { name: 'login', path: '/secustamp/login' },
      { name: 'payment return', path: '/payment/authorize' },
      { name: 'client config', path: '/client-config.json' },
      { name: 'editor cookie', path: '/s-prihlasenim', headers: { Cookie: 'payload-token=abc' } },
      { name: 'draft mode', path: '/navrh', headers: { Cookie: 'a=1; __prerender_bypass=x' } },
      { name: 'preview data', path: '/nahled', headers: { Cookie: '__next_preview_data=x' } },
      { name: 'RSC', path: '/rsc-hlavicka', headers: { RSC: '1' } },
      { name: 'prefetch', path: '/prefetch', headers: { 'Next-Router-Prefetch': '1' } },
      { name: 'server action', path: '/akce', headers: { 'Next-Action': 'abc' } },
      { name: '_rsc', path: '/rsc-parametr?_rsc=1a2b3' },
    ]
    for (const { name, method = 'GET', path, headers = {} } of cases) {
      const answers = [
        await send(method, path, headers as Record<string, string>),
        await send(method, path, headers as Record<string, string>),
      ]
      expect(
        answers.map((answer) => answer.headers['x-cache']),
        name,
      ).toEqual(['PASS', 'PASS'])
      expect(app.count(path.split('?')[0]!, method), name).toBe(2)
    }
    // The cookie of a signed-in editor reaches the app.
    expect(app.last('/s-prihlasenim')?.headers.cookie).toBe('payload-token=abc')
  })

  it('never forwards the internal health header (src/lib/healthEndpoint.ts)', async () => {
    await get('/api/health', { 'X-Internal-Health': 'a'.repeat(64) })
    expect(app.last('/api/health')).toBeDefined()
    expect(app.last('/api/health')?.headers['x-internal-health']).toBeUndefined()
  })

  it('caches /eshop itself, and analytics cookies neither bypass the cache nor reach the app', async () => {
    await get('/eshop')
    expect((await get('/eshop')).headers['x-cache']).toBe('HIT')
    expect(app.count('/eshop')).toBe(1)

    const cookie = { Cookie: '_ga=GA1.2.3.4; _gcl_au=1.1.2; cookie-consent=analytics' }
    const first = await get('/s-analytikou', cookie)
    const second = await get('/s-analytikou', cookie)
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT'])
    expect(app.count('/s-analytikou')).toBe(1)
    expect(app.last('/s-analytikou')?.headers.cookie).toBeUndefined()
  })

  it('drops every stored page on BAN from loopback, keeping /_next/ assets', async () => {
    // A long TTL: only the ban can explain the next backend request.
    app.state.cacheControl.set('/publikace', 'public, max-age=0, s-maxage=600')
    await get('/publikace')
    await get('/_next/static/chunks/app.js')
    expect((await get('/publikace')).headers['x-cache']).toBe('HIT')

    const ban = await send('BAN', '/')
    expect(ban.status).toBe(200)

    const after = await get('/publikace')
    expect(after.headers['x-cache']).toBe('MISS')
    expect(after.body).toContain('#2')
    expect(app.count('/publikace')).toBe(2)
    expect((await get('/_next/static/chunks/app.js')).headers['x-cache']).toBe('HIT')
    expect(app.count('/_next/static/chunks/app.js')).toBe(1)
  })

  it('keeps a 404 for a second at most, however long the app asks', async () => {
    app.state.status.set('/neexistuje', 404)
    app.state.cacheControl.set('/neexistuje', 'public, s-maxage=3600')
    expect((await get('/neexistuje')).status).toBe(404)
    expect((await get('/neexistuje')).headers['x-cache']).toBe('HIT')
    await sleep(1100)
    const later = await get('/neexistuje')
    expect(later.headers['x-cache']).toBe('MISS')
    expect(app.count('/neexistuje')).toBe(2)
  })

  it('keeps the visitor’s query string on a redirect', async () => {
    const answer = await get('/stary-odkaz?utm_source=newsletter')
    expect(answer.status).toBe(308)
    expect(answer.headers.location).toBe('/novy-odkaz?utm_source=newsletter')
    const plain = await get('/stary-odkaz')
    expect(plain.headers['x-cache']).toBe('HIT')
    expect(plain.headers.location).toBe('/novy-odkaz')
  })

  it('keeps the stale page when a refresh answers 500, and never stores the 500', async () => {
    const fresh = await get('/obnova')
    app.state.status.set('/obnova', 500)
    await sleep(1200) // past the TTL (1 s), within the short grace (2 s): background refresh
    const stale = await get('/obnova')
    expect(stale.status).toBe(200)
    expect(stale.body).toBe(fresh.body)
    await sleep(2200) // past the short grace: a foreground fetch gets 500, the stale copy is used
    const afterError = await get('/obnova')
    expect(afterError.status).toBe(200)
    expect(afterError.body).toBe(fresh.body)
    expect(app.count('/obnova')).toBeGreaterThanOrEqual(3)

    // A 500 with nothing stale to show: the Czech 503, and nothing stored.
    app.state.status.set('/rozbita', 500)
    const broken = await get('/rozbita')
    expect(broken.status).toBe(503)
    expect(broken.body).toContain('Stránka je dočasně nedostupná')
    app.state.status.delete('/rozbita')
    expect((await get('/rozbita')).status).toBe(200)
    expect(app.count('/rozbita')).toBe(2)
  })

  it('answers 413 itself for a body larger than any upload the app takes', async () => {
    // Only the head is sent: Varnish must refuse on the declared length, before any body.
    const { port } = new URL(cache.url)
    const head = await new Promise<string>((resolve, reject) => {
      let received = ''
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write(
          'POST /api/media HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; ' +
            'boundary=x\r\nContent-Length: 20971520\r\n\r\n',
        ),
      )
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString()
        if (received.includes('\r\n\r\n')) {
          socket.destroy()
          resolve(received)
        }
      })
      socket.on('error', reject)
    })
    expect(head).toMatch(/^HTTP\/1\.1 413/)
    expect(app.count('/api/media')).toBe(0)
  })

  it('serves stale pages while every backend is sick, and a Czech 503 for the rest', async () => {
    const cached = await get('/odstavka')
    app.state.health = 503
    const failedBefore = app.state.failedProbes
    await until(() => app.state.failedProbes >= failedBefore + 2)
    await sleep(200)

    const stale = await get('/odstavka')
    expect(stale.status).toBe(200)
    expect(stale.body).toBe(cached.body)

    const unknown = await get('/nikdy-nevidena')
    expect(unknown.status).toBe(503)
    expect(unknown.headers['retry-after']).toBe('30')
    expect(unknown.headers['cache-control']).toBe('no-store')
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(unknown.body).toContain('<html lang="cs">')
    expect(unknown.body).toContain('<title>Stránka je dočasně nedostupná')
    expect(unknown.body).toContain('Zkuste to prosím za chvíli.')
    expect(app.count('/nikdy-nevidena')).toBe(0)
    expect(app.count('/odstavka')).toBe(1)

    app.state.health = 200
    const passedBefore = app.state.passedProbes
    await until(() => app.state.passedProbes >= passedBefore + 2)
    await sleep(200)
    expect((await get('/nikdy-nevidena')).status).toBe(200)
  })
})
