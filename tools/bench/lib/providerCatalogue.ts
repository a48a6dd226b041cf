import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { blogPostBySlug, blogPostList } from '../../../sandbox/fixtures/blogPosts'
import { caseStudyBySlug, caseStudyList } from '../../../sandbox/fixtures/caseStudies'
import type { FixtureContext } from '../../../sandbox/fixtures/context'
import { products } from '../../../sandbox/fixtures/products'
import { webinarList } from '../../../sandbox/fixtures/webinars'
import { seededRandom } from './seededRandom'

/**
 * A large provider catalogue for `npm run bench:search-sync`: the sandbox's own fixtures
 * (sandbox/fixtures, read only; the sandbox itself is not changed) cloned into `total` items of
 * the four lists the search sync reads, in the provider's JSON format (`{data: [...]}`, the list
 * shapes the sandbox serves), served from a loopback HTTP server of its own.
 *
 * Differences from the sandbox's lists, on purpose: every item carries its HTML body (the
 * sandbox's lists leave it out, as list endpoints may; the sync indexes whatever the list holds,
 * so bodies are the heavier, worst case), 5–10 of the fixtures' bodies joined (a few KB of real
 * Czech text each), every blog post `active` (drafts are not indexed, and the count must come to
 * `total`), and one made-up word in each title (`codeWord`) so a search can find that one item.
 */

/** Shares of the lists: mostly blog posts and case studies, as a real catalogue would be. */
const SHARES = { blogpost: 0.5, 'case-study': 0.3, webinar: 0.14, product: 0.06 } as const

export type ListPath = keyof typeof SHARES

export type CatalogueItem = { list: ListPath; slug: string; url: string; word: string }

export type Catalogue = {
  sizes: Record<ListPath, number>
  /** JSON bytes of each list, as served. */
  bytes: Record<ListPath, number>
  /** Items a search must find afterwards: one of each list with a page of its own. */
  probes: CatalogueItem[]
  /** Serialised `{data}` of each list. */
  bodies: Record<ListPath, Buffer>
}

const SYLLABLES = [
  'ka', 'po', 'de', 'ni', 'va', 'ro', 'zi', 'lo', 'mu', 'tre',
  'sko', 'pri', 'ji', 'ba', 've', 'sta', 'ny', 'ko', 'ra', 'lu',
] // prettier-ignore

/**
 * A made-up word unique to item `index` (< 8,000): three syllables (each a consonant cluster and
 * a vowel, so the word splits one way only) and a closing `x` no Czech ending strips.
 */
export function codeWord(index: number): string {
  const digit = (place: number) => SYLLABLES[Math.floor(index / 20 ** place) % 20]!
  return `${digit(2)}${digit(1)}${digit(0)}x`
}

export function catalogueSizes(total: number): Record<ListPath, number> {
  const blog = Math.round(total * SHARES.blogpost)
  const studies = Math.round(total * SHARES['case-study'])
  const webinars = Math.round(total * SHARES.webinar)
  return {
    blogpost: blog,
    'case-study': studies,
    webinar: webinars,
    product: total - blog - studies - webinars,
  }
}

export function buildCatalogue(total: number, context: FixtureContext): Catalogue {
  // seeded: every run builds the same data
  const next = seededRandom(602)
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  const sizes = catalogueSizes(total)
  const posts = blogPostList(context)
  const studies = caseStudyList(context)
  const webinars = webinarList(context)
  // the fixtures' HTML bodies: blog posts, case studies, events
  const paragraphs = [
    ...posts.map((post) => blogPostBySlug(post.slug, context)?.body ?? ''),
    ...studies.map((study) => caseStudyBySlug(study.slug, context)?.body ?? ''),
    ...webinars.map((webinar) => webinar.description),
  ].filter((html) => html.length > 200)
  const body = () =>
    Array.from({ length: 5 + Math.floor(next() * 6) }, () => pick(paragraphs)).join('\n')

  let index = 0
  const probes: CatalogueItem[] = []
  const lists: Record<ListPath, unknown[]> = {
    blogpost: [],
    'case-study': [],
    webinar: [],
    product: [],
  }
  const probe = (list: ListPath, position: number, slug: string, url: string, word: string) => {
    if (position === Math.floor(sizes[list] / 2)) probes.push({ list, slug, url, word })
  }
  for (let n = 0; n < sizes.blogpost; n += 1, index += 1) {
    const base = pick(posts)
    const word = codeWord(index)
    const slug = `${base.slug}-${n + 1}`
    const created = new Date(Date.parse(base.created) - n * 3_600_000).toISOString()
    lists.blogpost.push({
      ...base,
      id: 100_000 + n,
      slug,
      status: 'active',
      title: `${base.title} (${word})`,
      body: body(),
      created,
    })
    probe('blogpost', n, slug, `/blog/${slug}`, word)
  }
  for (let n = 0; n < sizes['case-study']; n += 1, index += 1) {
    const base = pick(studies)
    const word = codeWord(index)
    const slug = `${base.slug}-${n + 1}`
    lists['case-study'].push({
      ...base,
      id: 200_000 + n,
      slug,
      title: `${base.title} (${word})`,
      body: body(),
    })
    probe('case-study', n, slug, `/nase-prace/${slug}`, word)
  }
  for (let n = 0; n < sizes.webinar; n += 1, index += 1) {
    const base = pick(webinars)
    const word = codeWord(index)
    const slug = `${base.slug}-${n + 1}`
    lists.webinar.push({
      ...base,
      id: 300_000 + n,
      slug,
      title: `${base.title} (${word})`,
      description: body(),
    })
  }
  for (let n = 0; n < sizes.product; n += 1, index += 1) {
    const { canBeBought: _canBeBought, ...base } = pick(products)
    lists.product.push({
      ...base,
      id: 400_000 + n,
      id_internal: `${base.id_internal}-${n + 1}`,
      title: `${base.title} (${codeWord(index)})`,
    })
  }
  const bodies = Object.fromEntries(
    Object.entries(lists).map(([list, data]) => [list, Buffer.from(JSON.stringify({ data }))]),
  ) as Record<ListPath, Buffer>
  const bytes = Object.fromEntries(
    Object.entries(bodies).map(([list, buffer]) => [list, buffer.length]),
  ) as Record<ListPath, number>
  return { sizes, bytes, probes, bodies }
}

export type CatalogueServer = {
  url: string
  /** From now on the lists answer with the whole catalogue (before: `{"data":[]}`). */
  fill: () => void
  /** List requests answered, per path. */
  requests: () => Record<string, number>
  close: () => Promise<void>
}

const EMPTY_LIST = Buffer.from('{"data":[]}')

/**
 * Serves `catalogue` on 127.0.0.1 (a free port): GET /blogpost, /case-study, /webinar, /product
 * (and the same under /api, which the transport strips anyway). Empty lists until `fill`: a
 * worker's start-up sync then indexes nothing and the measured sync is the one the bench asks
 * for. Anything else answers 404.
 */
export async function startCatalogueServer(catalogue: Catalogue): Promise<CatalogueServer> {
  let filled = false
  const requests: Record<string, number> = {}
  const server = createServer((request, response) => {
    const list = new URL(request.url ?? '/', 'http://localhost').pathname
      .replace(/^\/api(?=\/)/, '')
      .slice(1) as ListPath
    if (request.method !== 'GET' || !Object.hasOwn(catalogue.bodies, list)) {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end('{"message":"Nenalezeno."}')
      return
    }
    requests[list] = (requests[list] ?? 0) + 1
    const body = filled ? catalogue.bodies[list] : EMPTY_LIST
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    })
    response.end(body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    fill: () => {
      filled = true
    },
    requests: () => ({ ...requests }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
