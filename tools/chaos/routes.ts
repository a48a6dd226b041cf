import type { Route } from './load'
import { getPage, SECTION_PATH, sitemapPaths } from '../lib/siteRoutes'
import type { Topology } from '../lib/topology'

const CMS_PAGES = 4
const MAIN_ROUTES = ['/', '/blog', '/nase-prace', '/udalosti', '/eshop']

/** Two requests on every origin: the first renders, the second should come from the cache. */
async function warm(topology: Topology, path: string) {
  for (const origin of [...topology.replicas.map((replica) => replica.url), topology.siteUrl]) {
    for (let i = 0; i < 2; i++) await getPage(origin, path)
  }
}

const cachedOnReplica = async (topology: Topology, path: string) =>
  (await getPage(topology.replicas[0]!.url, path)).headers.get('x-nextjs-cache') === 'HIT'

/**
 * The routes under load: the main pages, a blog post and CMS pages from the sitemap that are
 * cached pages ("cached"), plus one CMS page rendered per request ("other", e.g. a form page).
 * Pages nobody has asked for yet are kept as probes: one is requested during each fault.
 */
export async function choosePages(topology: Topology) {
  const sitemap = await sitemapPaths(topology.replicas[0]!.url)
  const blogPost = sitemap.find((path) => path.startsWith('/blog/'))
  const routes: Route[] = [...MAIN_ROUTES, ...(blogPost ? [blogPost] : [])].map((path) => ({
    path,
    kind: 'cached',
  }))
  for (const route of routes) await warm(topology, route.path)

  const cmsCandidates = sitemap.filter((path) => path !== '/' && !SECTION_PATH.test(path))
  let other: string | undefined
  const used = new Set(routes.map((route) => route.path))
  for (const path of cmsCandidates) {
    if (routes.length >= MAIN_ROUTES.length + 1 + CMS_PAGES && other) break
    await warm(topology, path)
    used.add(path)
    if (await cachedOnReplica(topology, path)) {
      if (routes.length < MAIN_ROUTES.length + 1 + CMS_PAGES) routes.push({ path, kind: 'cached' })
    } else {
      other ??= path
    }
  }
  if (other) routes.push({ path: other, kind: 'other' })

  const unused = sitemap.filter((path) => !used.has(path))
  return {
    routes,
    /** Provider detail pages nobody asked for (blog posts, case studies, events). */
    providerProbes: interleave(
      ['blog', 'nase-prace', 'udalosti'].map((section) =>
        unused.filter((path) => new RegExp(`^/${section}/[^/]+$`).test(path)),
      ),
    ),
    /** CMS pages nobody asked for. */
    cmsProbes: unused.filter((path) => path !== '/' && !SECTION_PATH.test(path)),
  }
}

/** One from each list in turn: the probes of successive faults come from different sections. */
function interleave(lists: string[][]): string[] {
  const result: string[] = []
  for (let i = 0; lists.some((list) => i < list.length); i++) {
    for (const list of lists) if (i < list.length) result.push(list[i]!)
  }
  return result
}
