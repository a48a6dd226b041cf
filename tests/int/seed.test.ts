import { beforeAll, describe, expect, it } from 'vitest'

import { toHeaderMenu } from '@/components/Header/toHeaderMenu'
import { findRedirect } from '@/lib/links/findRedirect'
import { readRedirectMap } from '@/cms/getRedirects'
import { resolveLink } from '@/lib/links/resolveLink'
import { seed } from '@/seed'
import { allPages } from '@/seed/content'

import { testPayload } from '../support/payload'

type Pool = { query: (sql: string) => Promise<unknown> }

describe('seed', () => {
  beforeAll(async () => {
    // Other test files publish their own header and banner; the seed fills only empty globals.
    const payload = await testPayload()
    const { pool } = payload.db as unknown as { pool: Pool }
    // Their drafts too: the seed reads the latest draft to decide whether a global is empty.
    await pool.query(
      'DELETE FROM header; DELETE FROM footer; DELETE FROM info_banner; ' +
        'DELETE FROM _header_v; DELETE FROM _footer_v; DELETE FROM _info_banner_v',
    )
  })

  it('creates every page, the menus, footer, banner and redirects, and changes nothing on a re-run', async () => {
    const payload = await testPayload()
    await seed(payload)

    const count = async () => ({
      pages: (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs,
      versions: (await payload.countVersions({ collection: 'pages', overrideAccess: true }))
        .totalDocs,
      redirects: (await payload.count({ collection: 'redirects', overrideAccess: true })).totalDocs,
      header: (await payload.findGlobal({ slug: 'header', overrideAccess: true })).updatedAt,
    })
    const first = await count()
    expect(first.pages).toBeGreaterThanOrEqual(allPages.length)

    await seed(payload)
    expect(await count()).toEqual(first)
  })

  it('publishes menus whose every link leads to a published page or a known route', async () => {
    const payload = await testPayload()
    const header = await payload.findGlobal({ slug: 'header', depth: 1, overrideAccess: false })
    const menu = toHeaderMenu(header)
    const stored = header.menu ?? []
    const megaLinks = stored.flatMap(
      (item) => item.groups?.flatMap((group) => group.items ?? []) ?? [],
    )
    const resolvedMega = menu.main.flatMap((entry) =>
      entry.kind === 'mega' ? entry.groups.flatMap((group) => group.links) : [],
    )
    expect(
      menu.main
        .filter((entry) => entry.kind === 'mega')
        .map((entry) => 'label' in entry && entry.label),
    ).toEqual(['Elektronický podpis', 'eIDAS pro úřady', 'Digitalizace HR'])
    expect(resolvedMega).toHaveLength(megaLinks.length)
    expect(resolvedMega.every((link) => link.description)).toBe(true)
    expect(menu.secondary.map((link) => link.label)).toEqual([
      'Události',
      'Blog',
      'O nás',
      'Kontakt',
    ])
    expect(menu.eshop?.href).toBe('/eshop')

    const footer = await payload.findGlobal({ slug: 'footer', depth: 1, overrideAccess: false })
    expect(footer.heading).toBe('Jednodušeji. Digitálně.')
    const footerLinks = [
      ...(footer.columns ?? []).flatMap((column) => column.links ?? []),
      ...(footer.legalLinks ?? []),
    ]
    expect(footerLinks.every((item) => resolveLink(item.link) !== null)).toBe(true)
    expect(footer.columns).toHaveLength(7)

    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.generalEmail).toBe('info@software602.cz')
    expect(settings.signingSiteUrl).toMatch(/^https:\/\//)
    expect(settings.loginLinks).toHaveLength(2)
    expect(settings.socials).toHaveLength(3)
  })

  it('redirects the old news and signing addresses permanently', async () => {
    const map = await readRedirectMap(await testPayload())
    for (const release of [50, 51, 52, 53]) {
      expect(findRedirect(map, `/sofa-news-${release}`)).toEqual({
        href: `/novinky-v-aplikaci-sofa-${release}`,
        permanent: true,
      })
    }
    expect(findRedirect(map, '/podepsani-dokumentu-za-par-minut')).toEqual({
      href: '/elektronicky-podpis',
      permanent: true,
    })
  })
})
