import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { editorRequest, pageIdByPath, signIn } from './support/editor'
import { http1OverTls, http2Request } from '../support/tlsClients'
import { watchExpiryTraffic } from './support/expiryTraffic'
import { neverWithin, pollUntil, sleep } from './support/polling'
import { junkPath, randomSlug, runPool } from '../../tools/lib/siteRoutes'
import { startTopology, type Topology } from '../../tools/lib/topology'

const PUBLISH_BUDGET_MS = 2000
/** After a publish is visible everywhere: long enough for a second process's ban to show. */
const SETTLE_MS = 1500
const JUNK_REQUESTS = Number(process.env.TOPOLOGY_JUNK_REQUESTS) || 10_000
const HOT_PAGES = 20

async function page(origin: string, path: string, init?: RequestInit) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', ...init })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

async function warm(origin: string, path: string) {
  for (let i = 0; i < 2; i++) expect((await page(origin, path)).status).toBe(200)
}

let topology: Topology

beforeAll(async () => {
  topology = await startTopology()
}, 300_000)

afterAll(async () => {
  await topology?.stop()
}, 60_000)

describe('two replicas, Redis and the HTTP cache', () => {
  it('a publish on replica A reaches replica B and the HTTP cache within 2 s, with one Redis expiry per tag and one ban; a draft never does', async () => {
    const [a, b] = topology.replicas
    const origins = [a!.url, b!.url, topology.siteUrl]
    for (const origin of origins) await warm(origin, '/gdpr')
    expect((await page(topology.siteUrl, '/gdpr')).headers.get('x-cache')).toBe('HIT')

    const token = await signIn(a!.url)
    const id = await pageIdByPath(a!.url, token, 'gdpr')
    const title = `Ochrana osobních údajů ${Date.now()}`
    const traffic = await watchExpiryTraffic(topology)
    await editorRequest(a!.url, token, 'PATCH', `/api/pages/${id}`, {
      title,
      _status: 'published',
    })
    const elapsed = await Promise.all(
      origins.map((origin) =>
        pollUntil(async () => (await page(origin, '/gdpr')).html.includes(title), {
          timeoutMs: PUBLISH_BUDGET_MS,
          what: `${origin}/gdpr after the publish`,
        }),
      ),
    )
    console.info(`[topology] publish visible after ${elapsed.join(' / ')} ms (A / B / cache)`)
    await sleep(SETTLE_MS)
    const { tags, redisExpiries, redisClients, bans } = await traffic.stop()
    console.info(
      `[topology] one publish: ${tags.length} tags (${tags.join(', ')}), ${redisExpiries} Redis expiries by ${redisClients} connection(s), ${bans} ban(s)`,
    )
    // Every process dropped its own copies; one of them expired Redis and banned Varnish.
    expect(tags).toContain('page:gdpr')
    expect(redisExpiries).toBe(tags.length)
    expect(redisClients).toBe(1)
    expect(bans).toBe(1)

    const draftTitle = `Rozpracovaný koncept ${Date.now()}`
    await editorRequest(a!.url, token, 'PATCH', `/api/pages/${id}?draft=true`, {
      title: draftTitle,
    })
    const draftNeverShown = await neverWithin(async () => {
      const pages = await Promise.all(origins.map((origin) => page(origin, '/gdpr')))
      return pages.some(({ html }) => html.includes(draftTitle))
    }, 2500)
    expect(draftNeverShown).toBe(true)
    expect((await page(topology.siteUrl, '/gdpr')).html).toContain(title)
  })

  it('a page published on replica A is found by the search on replica B and through the HTTP cache within 2 s; unpublished, at once no more', async () => {
    const [a, b] = topology.replicas
    const origins = [b!.url, topology.siteUrl]
    const token = await signIn(a!.url)
    const id = await pageIdByPath(a!.url, token, 'gdpr')
    // a word no seeded page or provider item contains, typed without its diacritics
    const word = `Zkušebnictví${Date.now().toString(36)}`
    const query = `/hledat?q=${encodeURIComponent(word.replace('š', 's').replace('í', 'i'))}`
    const found = (html: string) => html.includes('href="/gdpr"') && html.includes(word)
    for (const origin of origins) expect(found((await page(origin, query)).html)).toBe(false)

    await editorRequest(a!.url, token, 'PATCH', `/api/pages/${id}`, {
      title: `Ochrana osobních údajů ${word}`,
      _status: 'published',
    })
    const elapsed = await Promise.all(
      origins.map((origin) =>
        pollUntil(async () => found((await page(origin, query)).html), {
          timeoutMs: PUBLISH_BUDGET_MS,
          // within the search's rate limit per client (120 a minute)
          intervalMs: 100,
          what: `${origin}${query} after the publish`,
        }),
      ),
    )
    console.info(`[topology] published page found after ${elapsed.join(' / ')} ms (B / cache)`)

    await editorRequest(a!.url, token, 'PATCH', `/api/pages/${id}`, { _status: 'draft' })
    const gone = await Promise.all(
      origins.map((origin) =>
        pollUntil(async () => !found((await page(origin, query)).html), {
          timeoutMs: PUBLISH_BUDGET_MS,
          intervalMs: 100,
          what: `${origin}${query} after the unpublish`,
        }),
      ),
    )
    console.info(`[topology] unpublished page gone after ${gone.join(' / ')} ms (B / cache)`)
    await editorRequest(a!.url, token, 'PATCH', `/api/pages/${id}`, { _status: 'published' })
  })

  it('a footer change published on replica B shows on every page of every replica and the HTTP cache', async () => {
    const [a, b] = topology.replicas
    const paths = ['/', '/o-602', '/blog', '/eshop']
    const origins = [a!.url, b!.url, topology.siteUrl]
    for (const origin of origins) for (const path of paths) await warm(origin, path)

    const token = await signIn(b!.url)
    const copyright = `Patička ${Date.now()}`
    await editorRequest(b!.url, token, 'POST', '/api/globals/footer', {
      copyright,
      _status: 'published',
    })
    await Promise.all(
      origins.flatMap((origin) =>
        paths.map((path) =>
          pollUntil(async () => (await page(origin, path)).html.includes(copyright), {
            timeoutMs: PUBLISH_BUDGET_MS,
            what: `${origin}${path} after the footer change`,
          }),
        ),
      ),
    )
  })

  it('a redirect created on replica B answers on replica A and the HTTP cache within 2 s, where a 404 was cached', async () => {
    const [a, b] = topology.replicas
    const from = `/stara-adresa-${Date.now()}`
    const origins = [a!.url, topology.siteUrl]
    for (const origin of origins) {
      for (let i = 0; i < 2; i++) expect((await page(origin, from)).status).toBe(404)
    }
    const token = await signIn(b!.url)
    await editorRequest(b!.url, token, 'POST', '/api/redirects', {
      from,
      to: { type: 'path', path: '/o-602' },
    })
    await Promise.all(
      origins.map((origin) =>
        pollUntil(
          async () => {
            const { status, headers } = await page(origin, from)
            return status === 308 && (headers.get('location') ?? '').endsWith('/o-602')
          },
          { timeoutMs: PUBLISH_BUDGET_MS, what: `${origin}${from} after the redirect` },
        ),
      ),
    )
  })

  it('a page scheduled through the REST API is on both replicas and the HTTP cache within 2 s of its time, and off again when unpublished', async () => {
    const [a, b] = topology.replicas
    const origins = [a!.url, b!.url, topology.siteUrl]
    const token = await signIn(a!.url)
    const path = `naplanovana-${randomSlug()}`
    const title = `Naplánovaná stránka ${Date.now()}`
    const { doc } = await editorRequest<{ doc: { id: number } }>(
      a!.url,
      token,
      'POST',
      '/api/pages?draft=true',
      { title, path },
    )
    for (const origin of origins) {
      for (let i = 0; i < 2; i++) expect((await page(origin, `/${path}`)).status).toBe(404)
    }
    const isLive = async (origin: string) => {
      const { status, html } = await page(origin, `/${path}`)
      return status === 200 && html.includes(title)
    }

    // Scheduled on replica B, ~5 s ahead; whichever replica's worker takes it publishes it.
    const scheduleAt = async (type: 'publish' | 'unpublish') => {
      const at = Date.now() + 5000
      await editorRequest(b!.url, token, 'POST', '/api/payload-jobs', {
        taskSlug: 'schedulePublish',
        waitUntil: new Date(at).toISOString(),
        input: { type, doc: { relationTo: 'pages', value: String(doc.id) } },
      })
      return at
    }
    const waitUntilJustBefore = (at: number) => sleep(Math.max(0, at - Date.now() - 300))

    const publishAt = await scheduleAt('publish')
    await waitUntilJustBefore(publishAt)
    expect(await Promise.all(origins.map(isLive))).toEqual([false, false, false])
    const published = await Promise.all(
      origins.map((origin) =>
        pollUntil(() => isLive(origin), {
          timeoutMs: Math.max(0, publishAt - Date.now()) + PUBLISH_BUDGET_MS,
          what: `${origin}/${path} after its scheduled publish`,
        }).then(() => Date.now() - publishAt),
      ),
    )
    console.info(`[topology] scheduled publish visible ${published.join(' / ')} ms after its time`)

    const unpublishAt = await scheduleAt('unpublish')
    await waitUntilJustBefore(unpublishAt)
    expect(await Promise.all(origins.map(isLive))).toEqual([true, true, true])
    const unpublished = await Promise.all(
      origins.map((origin) =>
        pollUntil(async () => (await page(origin, `/${path}`)).status === 404, {
          timeoutMs: Math.max(0, unpublishAt - Date.now()) + PUBLISH_BUDGET_MS,
          what: `${origin}/${path} after its scheduled unpublish`,
        }).then(() => Date.now() - unpublishAt),
      ),
    )
    console.info(
      `[topology] scheduled unpublish visible ${unpublished.join(' / ')} ms after its time`,
    )
  }, 60_000)

  it('tells shared caches one second for public pages and nothing for private ones', async () => {
    const [a] = topology.replicas
    const publicPage = await page(a!.url, '/o-602')
    expect(publicPage.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=1',
    )
    for (const path of ['/eshop/cart', '/api/pages', '/admin/login']) {
      const { headers } = await page(a!.url, path)
      expect(headers.get('cache-control') ?? '', path).not.toContain('public')
    }
    // The HTTP cache never stores them either.
    for (const path of ['/eshop/cart', '/admin/login', '/api/pages']) {
      await page(topology.siteUrl, path)
      const { headers } = await page(topology.siteUrl, path)
      expect(headers.get('x-cache'), path).not.toBe('HIT')
    }
    // Query strings that do not change a page share its cached copy in both tiers.
    await warm(topology.siteUrl, '/o-602')
    const tracked = `/o-602?utm_source=newsletter&fbclid=${randomSlug()}&x=${randomSlug()}`
    expect((await page(topology.siteUrl, tracked)).headers.get('x-cache')).toBe('HIT')
    expect((await page(a!.url, tracked)).headers.get('x-nextjs-cache')).toBe('HIT')
  })

  it('serves the build’s scripts and stylesheets brotli-compressed to browsers that accept br', async () => {
    const { html } = await page(topology.siteUrl, '/o-602')
    const assets = [...new Set(html.match(/\/_next\/static\/[^"]+\.(?:js|css)\b/g))]
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true)
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(3)
    for (const asset of assets) {
      const [brotli, gzip] = await Promise.all(
        ['br', 'gzip'].map((encoding) =>
          fetch(`${topology.siteUrl}${asset}`, { headers: { 'Accept-Encoding': encoding } }),
        ),
      )
      expect(brotli!.headers.get('content-encoding'), asset).toBe('br')
      // The app gzips what is worth it (not the smallest files).
      expect(gzip!.headers.get('content-encoding') ?? 'gzip', asset).toBe('gzip')
      expect(brotli!.headers.get('content-type')?.toLowerCase(), asset).toBe(
        gzip!.headers.get('content-type')?.toLowerCase(),
      )
      // Same script or stylesheet once decoded.
      expect(await brotli!.text(), asset).toBe(await gzip!.text())
    }
  })
})

describe('the edge (edge/Caddyfile, as docker-compose.yml ships it) in front of the HTTP cache', () => {
  it('serves pages over HTTPS with HTTP/2 (ALPN) from the HTTP cache, brotli assets untouched', async () => {
    const { url, ca } = topology.edge
    await warm(topology.siteUrl, '/gdpr')
    const gdpr = await http2Request(url, '/gdpr', ca)
    expect(gdpr).toMatchObject({ status: 200, protocol: 'h2' })
    expect(gdpr.headers['x-cache']).toBe('HIT')
    expect(gdpr.body).toContain('</html>')

    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(gdpr.body)?.[1]
    expect(script).toBeDefined()
    const asset = await http2Request(url, script!, ca, { 'accept-encoding': 'br' })
    expect(asset.status).toBe(200)
    expect(asset.headers['content-encoding']).toBe('br')
  })

  it('keeps HTTP/1.1 for health checks: by ALPN on the HTTPS port, and on its plain-HTTP health port', async () => {
    const { url, ca, healthUrl } = topology.edge
    const overTls = await http1OverTls(`${url}/api/live`, ca)
    expect(overTls).toMatchObject({ status: 200, protocol: 'http/1.1' })
    expect(JSON.parse(overTls.body)).toEqual({ status: 'ok' })

    expect((await fetch(`${healthUrl}/api/live`)).status).toBe(200)
    expect((await fetch(`${healthUrl}/api/health`)).status).toBe(200)
    // The health port is no plain-HTTP way to the site.
    expect((await fetch(`${healthUrl}/gdpr`)).status).toBe(404)
  })

  it('answers plain HTTP on its public HTTP port with a redirect to HTTPS only, on its port', async () => {
    const answer = await fetch(`${topology.edge.redirectUrl}/gdpr`, { redirect: 'manual' })
    expect(answer.status).toBe(308)
    expect(answer.headers.get('location')).toBe(`${topology.edge.url}/gdpr`)
    expect(await answer.text()).not.toContain('<html')
  })
})

describe('junk traffic', () => {
  it('distinct unknown URLs keep memory bounded, ask the provider nothing per slug and evict no hot page', async () => {
    const [a] = topology.replicas
    // The most-read pages: the first cached pages of the sitemap (form pages render per request).
    const sitemap = await page(a!.url, '/sitemap.xml')
    const hotPaths: string[] = []
    for (const [, loc] of sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc!).pathname
      // `/` shows provider teasers, cached for 60 s: a flood that outlasts that sees it expire,
      // which is not eviction. The CMS pages stay cached until a publish.
      if (path === '/') continue
      await warm(a!.url, path)
      if ((await page(a!.url, path)).headers.get('x-nextjs-cache') === 'HIT') hotPaths.push(path)
      if (hotPaths.length === HOT_PAGES) break
    }
    expect(hotPaths).toHaveLength(HOT_PAGES)
    const junk = (i: number) => junkPath(i, hotPaths)
    // The baseline is a warmed-up process: it has served a burst of ordinary traffic at the same
    // concurrency (its heap has grown to its working size) and every kind of request once.
    await runPool(
      Array.from({ length: 1000 }, (_, i) => hotPaths[i % hotPaths.length]!),
      32,
      async (path) => void (await page(a!.url, path)),
    )
    await runPool([0, 1, 2, 3, 4, 5, 6, 7], 4, async (i) => void (await page(a!.url, junk(i))))
    await sleep(1000)
    const baseline = a!.residentBytes()
    const floodStart = new Date()
    const statuses = new Map<number, number>()
    await runPool(
      Array.from({ length: JUNK_REQUESTS }, (_, i) => junk(i)),
      32,
      async (path) => {
        const { status } = await page(a!.url, path)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      },
    )
    const floodSeconds = (Date.now() - floodStart.getTime()) / 1000
    const resident = a!.residentBytes()
    console.info(
      `[topology] ${JUNK_REQUESTS} junk URLs in ${floodSeconds.toFixed(1)} s, statuses ${JSON.stringify(
        Object.fromEntries(statuses),
      )}, RSS ${(baseline / 2 ** 20).toFixed(0)} → ${(resident / 2 ** 20).toFixed(0)} MB`,
    )
    expect([...statuses.keys()].sort()).toEqual([200, 404])
    expect(resident).toBeLessThan(baseline * 1.5)

    const providerCalls = topology.sandbox.state.requests.filter(
      (request) => new Date(request.receivedAt) >= floodStart,
    )
    const perPath = new Map<string, number>()
    for (const { path } of providerCalls) perPath.set(path, (perPath.get(path) ?? 0) + 1)
    // A list is cached for 60 s; a longer flood may legitimately refresh it once a minute.
    const allowedPerList = 1 + Math.floor(floodSeconds / 60)
    for (const [path, count] of perPath) {
      expect(path.split('/').filter(Boolean).length, `detail call ${path}`).toBe(1)
      expect(count, `calls of ${path}`).toBeLessThanOrEqual(allowedPerList)
    }

    for (const path of hotPaths) {
      const { status, headers } = await page(a!.url, path)
      expect(status, path).toBe(200)
      expect(headers.get('x-nextjs-cache'), path).toBe('HIT')
    }
  }, 600_000)
})

describe('failing parts', () => {
  it('Redis down: every page still answers, logged once per replica; back up, publishes reach every replica again', async () => {
    const [a, b] = topology.replicas
    await topology.redis.stop()
    for (let round = 0; round < 5; round++) {
      for (const replica of [a!, b!]) {
        for (const path of ['/', '/gdpr', '/blog', `/${randomSlug()}`]) {
          expect([200, 404], `${replica.name} ${path}`).toContain(
            (await page(replica.url, path)).status,
          )
        }
      }
    }
    for (const replica of [a!, b!]) {
      expect(replica.output().match(/\[cache\] Redis .* is unavailable/g)).toHaveLength(1)
    }

    await topology.redis.start()
    await pollUntil(
      async () => [a!, b!].every((replica) => /Redis .* is available again/.test(replica.output())),
      { timeoutMs: 15_000, what: 'reconnect to Redis' },
    )
    for (const origin of [a!.url, b!.url]) await warm(origin, '/o-602')
    const token = await signIn(b!.url)
    const id = await pageIdByPath(b!.url, token, 'o-602')
    const title = `O nás ${Date.now()}`
    await editorRequest(b!.url, token, 'PATCH', `/api/pages/${id}`, {
      title,
      _status: 'published',
    })
    await pollUntil(async () => (await page(a!.url, '/o-602')).html.includes(title), {
      timeoutMs: PUBLISH_BUDGET_MS,
      what: 'publish on B seen by A after Redis came back',
    })
  }, 60_000)

  it('PostgreSQL down: cached pages answer 200, an uncached page a Czech 503 with Retry-After; back up without a restart', async () => {
    const [a] = topology.replicas
    const cached = '/gdpr'
    for (const origin of [a!.url, topology.siteUrl]) await warm(origin, cached)
    // Pages nobody has asked for yet: a CMS page, and a career entry (its own collection).
    const sitemap = await page(a!.url, '/sitemap.xml')
    const paths = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, loc]) => new URL(loc!).pathname)
      .slice(HOT_PAGES)
    const sectionPath = /^\/(blog|nase-prace|udalosti|pro-media|kariera)(\/|$)/
    const uncachedPaths = [
      paths.filter((path) => !sectionPath.test(path)).at(-1)!,
      paths.filter((path) => path.startsWith('/kariera/')).at(-1)!,
    ]

    await topology.database.stop()
    try {
      expect((await page(a!.url, cached)).status).toBe(200)
      expect((await page(topology.siteUrl, cached)).status).toBe(200)
      for (const origin of [a!.url, topology.siteUrl]) {
        for (const uncached of uncachedPaths) {
          const outage = await page(origin, uncached)
          expect(outage.status, `${origin}${uncached}`).toBe(503)
          expect(Number(outage.headers.get('retry-after'))).toBeGreaterThan(0)
          expect(outage.html).toContain('dočasně nedostupná')
        }
      }
    } finally {
      await topology.database.start()
    }
    for (const origin of [a!.url, topology.siteUrl]) {
      for (const uncached of uncachedPaths) {
        await pollUntil(
          async () => {
            const { status, html } = await page(origin, uncached)
            // the page itself, not an error state kept from the outage
            return status === 200 && !html.includes('nepodařilo načíst')
          },
          { timeoutMs: 20_000, intervalMs: 500, what: `${origin}${uncached} after the outage` },
        )
      }
    }
  }, 90_000)
})
