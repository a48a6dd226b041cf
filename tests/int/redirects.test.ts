import { describe, expect, it } from 'vitest'

import { findRedirect } from '@/lib/links/findRedirect'
import { readRedirectMap } from '@/cms/getRedirects'

import { createUser, testPayload } from '../support/payload'

const quiet = { context: { disableRevalidate: true } }

/** The redirects exactly as the site reads them: anonymous, pages populated. */
async function siteRedirects() {
  return readRedirectMap(await testPayload())
}

describe('redirects collection', () => {
  it('resolves a redirect to a page by its current path, and follows the page when it moves', async () => {
    const payload = await testPayload()
    const stamp = Date.now()
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Cíl', path: `cil-${stamp}`, _status: 'published' },
      ...quiet,
    })
    await payload.create({
      collection: 'redirects',
      data: { from: `/stary-cil-${stamp}`, to: { type: 'page', page: page.id } },
      ...quiet,
    })
    expect(findRedirect(await siteRedirects(), `/stary-cil-${stamp}`)).toEqual({
      href: `/cil-${stamp}`,
      permanent: true,
    })

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: `cil-presunuty-${stamp}` },
      ...quiet,
    })
    expect(findRedirect(await siteRedirects(), `/stary-cil-${stamp}`)?.href).toBe(
      `/cil-presunuty-${stamp}`,
    )
  })

  it('does not send visitors to an unpublished page', async () => {
    const payload = await testPayload()
    const stamp = Date.now()
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Koncept', path: `koncept-cil-${stamp}` },
      draft: true,
      ...quiet,
    })
    await payload.create({
      collection: 'redirects',
      data: { from: `/ke-konceptu-${stamp}`, to: { type: 'page', page: draft.id } },
      ...quiet,
    })
    expect(findRedirect(await siteRedirects(), `/ke-konceptu-${stamp}`)).toBeNull()
  })

  it('resolves temporary redirects to other site paths and external addresses', async () => {
    const payload = await testPayload()
    const stamp = Date.now()
    await payload.create({
      collection: 'redirects',
      data: {
        from: `/akce-${stamp}`,
        to: { type: 'path', path: '/udalosti' },
        type: 'temporary',
      },
      ...quiet,
    })
    await payload.create({
      collection: 'redirects',
      data: { from: `/podpis-${stamp}`, to: { type: 'url', url: 'https://podpis.example.cz' } },
      ...quiet,
    })
    const map = await siteRedirects()
    expect(findRedirect(map, `/akce-${stamp}`)).toEqual({ href: '/udalosti', permanent: false })
    expect(findRedirect(map, `/podpis-${stamp}`)?.href).toBe('https://podpis.example.cz')
  })

  it('refuses malformed old paths and duplicates', async () => {
    const payload = await testPayload()
    for (const from of ['bez-lomitka', '/konci-lomitkem/', '/s mezerou', '//jina-domena']) {
      await expect(
        payload.create({
          collection: 'redirects',
          data: { from, to: { type: 'path', path: '/' } },
          ...quiet,
        }),
        from,
      ).rejects.toThrow()
    }
    const from = `/jednou-${Date.now()}`
    await payload.create({
      collection: 'redirects',
      data: { from, to: { type: 'path', path: '/' } },
      ...quiet,
    })
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from, to: { type: 'path', path: '/' } },
        ...quiet,
      }),
    ).rejects.toThrow()
  })

  it('lets only staff manage redirects', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: `/anonym-${Date.now()}`, to: { type: 'path', path: '/' } },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const created = await payload.create({
      collection: 'redirects',
      data: { from: `/redaktor-${Date.now()}`, to: { type: 'path', path: '/' } },
      overrideAccess: false,
      user: editor,
      ...quiet,
    })
    expect(created.type).toBe('permanent')
  })
})
