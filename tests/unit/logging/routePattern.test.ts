import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import {
  loadRoutePatternMatcher,
  routePatternMatcher,
  type RoutesManifest,
} from '@/lib/logging/routePattern'

/** An excerpt of this site's .next/routes-manifest.json (Next 16), in its order. */
const manifest: RoutesManifest = {
  staticRoutes: [{ page: '/robots.txt' }, { page: '/eshop/cart' }, { page: '/_not-found' }],
  dynamicRoutes: [
    { page: '/admin/[[...segments]]', regex: '^/admin(?:/(.+?))?(?:/)?$' },
    { page: '/api/[...slug]', regex: '^/api/(.+?)(?:/)?$' },
    { page: '/blog/[[...slug]]', regex: '^/blog(?:/(.+?))?(?:/)?$' },
    { page: '/potvrzeni-schuzky/[name]', regex: '^/potvrzeni-schuzky/([^/]+?)(?:/)?$' },
    { page: '/[[...slug]]', regex: '^(?:/(.+?))?(?:/)?$' },
  ],
  rewrites: {
    beforeFiles: [],
    afterFiles: [
      {
        source: '/potvrzeni-schuzky-:name',
        regex: '^/potvrzeni-schuzky-([^/]+?)(?:/)?$',
      },
    ],
    fallback: [],
  },
}

const patternOf = routePatternMatcher(manifest, ['/favicon.ico', '/version.json'])

describe('route pattern of a request path', () => {
  it.each([
    ['/blog/podpis-v-cloudu', '/blog/[[...slug]]'],
    ['/blog', '/blog/[[...slug]]'],
    ['/api/users/login', '/api/[...slug]'],
    ['/admin/reset/0123456789abcdef', '/admin/[[...segments]]'],
    ['/', '/[[...slug]]'],
    ['/elektronicky-podpis/cena', '/[[...slug]]'],
    ['/zofie@example.cz', '/[[...slug]]'],
    ['/eshop/cart', '/eshop/cart'],
    ['/eshop/cart/', '/eshop/cart'],
    ['/robots.txt', '/robots.txt'],
    ['/favicon.ico', '/favicon.ico'],
    ['/version.json', '/version.json'],
    ['/potvrzeni-schuzky-jana-novakova', '/potvrzeni-schuzky-:name'],
    ['/potvrzeni-schuzky/jana-novakova', '/potvrzeni-schuzky/[name]'],
    ['/_next/static/chunks/app-abc123.js', '/_next/static/[...]'],
    ['/_next/image', '/_next/image'],
    ['/_next/something-else', '/_next/[...]'],
  ])('%s → %s', (pathname, pattern) => {
    expect(patternOf(pathname)).toBe(pattern)
  })

  it('gives no pattern when nothing matches (no catch-all)', () => {
    const narrow = routePatternMatcher({ staticRoutes: [{ page: '/a' }] })
    expect(narrow('/b')).toBeNull()
  })

  it('skips a rewrite or route whose regex does not compile', () => {
    const broken = routePatternMatcher({
      dynamicRoutes: [
        { page: '/bad/[x]', regex: '^/bad/(' },
        { page: '/[x]', regex: '^/([^/]+?)$' },
      ],
    })
    expect(broken('/bad')).toBe('/[x]')
  })
})

describe('the matcher of a build folder', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'route-pattern-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('reads .next/routes-manifest.json and the files of public/', () => {
    mkdirSync(path.join(root, '.next'))
    mkdirSync(path.join(root, 'public', 'images'), { recursive: true })
    writeFileSync(path.join(root, '.next', 'routes-manifest.json'), JSON.stringify(manifest))
    writeFileSync(path.join(root, 'public', 'images', 'logo.svg'), '<svg/>')
    const fromBuild = loadRoutePatternMatcher(root)
    expect(fromBuild('/blog/x')).toBe('/blog/[[...slug]]')
    expect(fromBuild('/images/logo.svg')).toBe('/images/logo.svg')
  })

  it('without a build, names only /_next/ paths', () => {
    const empty = loadRoutePatternMatcher(path.join(root, 'missing'))
    expect(empty('/_next/static/a.js')).toBe('/_next/static/[...]')
    expect(empty('/blog/x')).toBeNull()
  })
})
