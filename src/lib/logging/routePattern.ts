import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The route pattern of a request path (`/blog/[[...slug]]`, not `/blog/my-post`), for the
 * request log: patterns group requests without carrying what a visitor typed into the URL.
 *
 * Read from the build's `.next/routes-manifest.json` (the regexes Next itself routes with) and
 * the files of `public/`, in Next's order: static routes and public files, then `afterFiles`
 * rewrites, then dynamic routes in the manifest's order (most specific first). A rewrite is named
 * by its source (`/potvrzeni-schuzky-:name`).
 */

type ManifestRoute = { page: string; regex?: string }
type ManifestRewrite = { source: string; regex?: string }
export type RoutesManifest = {
  staticRoutes?: ManifestRoute[]
  dynamicRoutes?: ManifestRoute[]
  rewrites?:
    | ManifestRewrite[]
    | {
        beforeFiles?: ManifestRewrite[]
        afterFiles?: ManifestRewrite[]
        fallback?: ManifestRewrite[]
      }
}

export type RoutePatternOf = (pathname: string) => string | null

type Matcher = { pattern: string; regex: RegExp }

const compile = (routes: Array<{ regex?: string }>, name: (route: never) => string): Matcher[] =>
  routes.flatMap((route) => {
    if (!route.regex) return []
    try {
      return [{ pattern: name(route as never), regex: new RegExp(route.regex) }]
    } catch {
      return []
    }
  })

export function routePatternMatcher(
  manifest: RoutesManifest,
  publicFiles: Iterable<string> = [],
): RoutePatternOf {
  const exact = new Set<string>([
    ...(manifest.staticRoutes ?? []).map((route) => route.page),
    ...publicFiles,
  ])
  const rewrites = Array.isArray(manifest.rewrites)
    ? { afterFiles: manifest.rewrites }
    : (manifest.rewrites ?? {})
  const bySource = (rewrite: ManifestRewrite) => rewrite.source
  const byPage = (route: ManifestRoute) => route.page
  const before = compile(rewrites.beforeFiles ?? [], bySource)
  const after = [
    ...compile(rewrites.afterFiles ?? [], bySource),
    ...compile(manifest.dynamicRoutes ?? [], byPage),
    ...compile(rewrites.fallback ?? [], bySource),
  ]
  const first = (matchers: Matcher[], pathname: string) =>
    matchers.find((matcher) => matcher.regex.test(pathname))?.pattern ?? null

  return (pathname) => {
    if (pathname.startsWith('/_next/')) {
      if (pathname.startsWith('/_next/static/')) return '/_next/static/[...]'
      if (pathname === '/_next/image') return pathname
      return '/_next/[...]'
    }
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
    return (
      first(before, pathname) ??
      (exact.has(trimmed) ? trimmed : null) ??
      first(after, pathname) ??
      null
    )
  }
}

/** Files under `dir` as site paths (`/favicon.ico`), at most `limit` of them. */
export function publicFilePaths(dir: string, limit = 5000): string[] {
  const found: string[] = []
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (found.length >= limit) return
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}/${entry.name}`)
      else found.push(`${prefix}/${entry.name}`)
    }
  }
  if (existsSync(dir)) walk(dir, '')
  return found
}

/**
 * The matcher of the build the server runs (its working directory: the standalone folder, or the
 * project in development). Without a readable manifest only `/_next/` paths get a pattern.
 */
export function loadRoutePatternMatcher(root = process.cwd()): RoutePatternOf {
  let manifest: RoutesManifest = {}
  try {
    manifest = JSON.parse(
      readFileSync(path.join(root, '.next', 'routes-manifest.json'), 'utf8'),
    ) as RoutesManifest
  } catch {
    // development before the first build, or a test: patterns of /_next/ only
  }
  return routePatternMatcher(manifest, publicFilePaths(path.join(root, 'public')))
}
