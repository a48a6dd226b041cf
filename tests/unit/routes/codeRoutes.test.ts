import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CMS_PAGES_UNDER_CODE_ROUTES, CODE_ROUTES, codeRouteOwning } from '@/lib/routes/codeRoutes'

const SITE_ROUTES = path.resolve('src/app/(site)')
/** Folders and files of the site's route group that answer a URL segment of their own. */
const ownSegments = readdirSync(SITE_ROUTES, { withFileTypes: true })
  .filter((entry) => !entry.name.startsWith('[') && !entry.name.startsWith('('))
  .map((entry) =>
    entry.isDirectory()
      ? entry.name
      : entry.name.replace(/\.tsx?$/, '').replace(/^(sitemap|robots)$/, '$1.xml'),
  )
  .filter((name) => !['layout', 'not-found', 'error', 'globals.css', 'robots.xml'].includes(name))

describe('code routes', () => {
  it('lists every route folder of src/app/(site), so no code route hides a CMS page', () => {
    expect(ownSegments.length).toBeGreaterThan(5)
    expect(ownSegments.filter((segment) => !(segment in CODE_ROUTES))).toEqual([])
  })

  it('lists no route that no longer exists (apart from Next, Payload and static files)', () => {
    const outsideSiteGroup = ['home', 'next', 'admin', 'api', '_next', 'version.json', 'robots.txt']
    const stale = Object.keys(CODE_ROUTES).filter(
      (route) => !ownSegments.includes(route) && !outsideSiteGroup.includes(route),
    )
    expect(stale).toEqual([])
  })

  it('lets through only the CMS pages that their code route renders', () => {
    for (const page of CMS_PAGES_UNDER_CODE_ROUTES) expect(codeRouteOwning(page)).toBeNull()
    expect(codeRouteOwning('udalosti/jiny-webinar')).toBe('udalosti')
  })
})
