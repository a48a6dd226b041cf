import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'

import { createUser, testPayload } from '../support/payload'

const quiet = { context: { disableRevalidate: true } }

/** The REST API exactly as Next serves it under /api, without a running server. */
const rest = (url: string) => {
  const request = new Request(`http://127.0.0.1${url}`)
  return handleEndpoints({ config, path: new URL(request.url).pathname, request })
}

describe('what anonymous visitors can read', () => {
  it('sees the published version of a page, never the newer draft', async () => {
    const payload = await testPayload()
    const path = `verze-${Date.now()}`
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Zveřejněný nadpis', path, _status: 'published' },
      ...quiet,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Rozpracovaný nadpis' },
      draft: true,
      ...quiet,
    })

    const published = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      overrideAccess: false,
    })
    expect(published.docs.map((doc) => doc.title)).toEqual(['Zveřejněný nadpis'])

    // Asking for drafts gets an anonymous visitor no draft: the newest version is not public.
    const asDraft = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      draft: true,
      overrideAccess: false,
    })
    expect(asDraft.docs.map((doc) => doc.title)).not.toContain('Rozpracovaný nadpis')
    const response = await rest(`/api/pages/${page.id}?draft=true`)
    expect(await response.text()).not.toContain('Rozpracovaný nadpis')

    const versions = await rest(`/api/pages/versions`)
    expect(versions.status).toBe(403)

    const editor = await createUser(payload, 'editor')
    const asEditor = await payload.findByID({
      collection: 'pages',
      id: page.id,
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(asEditor.title).toBe('Rozpracovaný nadpis')
  })

  it('sees an unpublished page neither by path nor by id', async () => {
    const payload = await testPayload()
    const path = `stazena-${Date.now()}`
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Stažená stránka', path, _status: 'published' },
      ...quiet,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'draft' },
      ...quiet,
    })
    const byPath = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      overrideAccess: false,
    })
    expect(byPath.totalDocs).toBe(0)
    expect((await rest(`/api/pages/${page.id}`)).status).toBe(404)
  })

  it('reads the published header but cannot change it or read its drafts history', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({
      slug: 'header',
      data: {
        menu: [{ label: 'Zveřejněno', kind: 'link', link: { type: 'path', path: '/blog' } }],
        eshopLink: { type: 'path', path: '/eshop', label: 'E-shop' },
        _status: 'published',
      },
      ...quiet,
    })
    await payload.updateGlobal({
      slug: 'header',
      data: {
        menu: [{ label: 'Koncept', kind: 'link', link: { type: 'path', path: '/blog' } }],
        eshopLink: { type: 'path', path: '/eshop', label: 'E-shop' },
      },
      draft: true,
      ...quiet,
    })
    const header = await payload.findGlobal({ slug: 'header', draft: true, overrideAccess: false })
    expect(header.menu?.map((item) => item.label)).toEqual(['Zveřejněno'])
    expect((await rest('/api/globals/header/versions')).status).toBe(403)
    await expect(
      payload.updateGlobal({ slug: 'header', data: { menu: [] }, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
