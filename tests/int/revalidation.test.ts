import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { siteSettingsSeed } from '@/seed/siteSettings'

import { receiveExpiredTags } from '../support/expiredTags'
import { testPayload } from '../support/payload'

// The hooks' expiries reach every process through PostgreSQL once their save has committed
// (src/cache/invalidation/expireTags.ts); here they are recorded.
let seen: string[] = []
const { flush } = receiveExpiredTags((tags) => seen.push(...tags))

const expired = async () => {
  await flush()
  return [...seen].sort()
}
const clear = async () => {
  await flush()
  seen = []
}
const tags = (...names: string[]) => names.sort()

let counter = 0
const uniquePath = (name: string) => `${name}-${Date.now()}-${(counter += 1)}`

beforeAll(async () => {
  await testPayload()
})

describe('revalidation on publish', () => {
  beforeEach(clear)

  it('expires nothing while a new page is only a draft', async () => {
    const payload = await testPayload()
    await payload.create({
      collection: 'pages',
      data: { title: 'Koncept', path: uniquePath('koncept') },
      draft: true,
    })
    expect(await expired()).toEqual([])
  })

  it('expires the page, the page lists and the links to it when a page is published', async () => {
    const payload = await testPayload()
    const path = uniquePath('nova')
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Nová stránka', path, _status: 'published' },
    })
    expect(await expired()).toEqual(tags(`page:${path}`, 'page-links', 'pages'))

    await clear()
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Upravený nadpis', _status: 'published' },
    })
    expect(await expired()).toEqual(tags(`page:${path}`, 'pages'))
  })

  it('expires nothing when a draft is saved over a published page (autosave)', async () => {
    const payload = await testPayload()
    const path = uniquePath('rozpracovana')
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Zveřejněno', path, _status: 'published' },
    })
    await clear()
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Rozpracováno', _status: 'draft' },
      draft: true,
      autosave: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Rozpracováno dál', _status: 'draft' },
      draft: true,
    })
    expect(await expired()).toEqual([])
  })

  it('expires the old and the new address when a page moves, and everything on unpublish', async () => {
    const payload = await testPayload()
    const path = uniquePath('puvodni')
    const moved = `${path}-nova`
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Stěhování', path, _status: 'published' },
    })
    await clear()
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: moved, _status: 'published' },
    })
    expect(await expired()).toEqual(tags(`page:${moved}`, `page:${path}`, 'page-links', 'pages'))

    await clear()
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
    expect(await expired()).toEqual(tags(`page:${moved}`, 'page-links', 'pages'))

    await clear()
    await payload.delete({ collection: 'pages', id: page.id })
    expect(await expired()).toEqual(tags(`page:${moved}`, 'page-links', 'pages'))
  })

  it('compares with the live page, not the newest draft: a move or an unpublish after an autosave', async () => {
    const payload = await testPayload()
    const path = uniquePath('s-konceptem')
    const moved = `${path}-nova`
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Zveřejněno', path, _status: 'published' },
    })
    await clear()
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: moved, _status: 'draft' },
      draft: true,
      autosave: true,
    })
    expect(await expired()).toEqual([])
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } })
    expect(await expired()).toEqual(tags(`page:${moved}`, `page:${path}`, 'page-links', 'pages'))

    await clear()
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Rozpracováno', _status: 'draft' },
      draft: true,
      autosave: true,
    })
    expect(await expired()).toEqual([])
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
    expect(await expired()).toEqual(tags(`page:${moved}`, 'page-links', 'pages'))
  })

  it('expires the header, footer and banner when they are published (not for drafts) and the site settings on save', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({
      slug: 'info-banner',
      data: { text: 'Koncept lišty', enabled: true },
      draft: true,
    })
    expect(await expired()).toEqual([])

    await payload.updateGlobal({
      slug: 'info-banner',
      data: { text: 'Zveřejněná lišta', enabled: true, _status: 'published' },
    })
    await payload.updateGlobal({
      slug: 'header',
      data: {
        menu: [],
        eshopLink: { type: 'path', path: '/eshop', label: 'E-shop' },
        _status: 'published',
      },
    })
    await payload.updateGlobal({
      slug: 'footer',
      data: {
        heading: 'Jednodušeji. Digitálně.',
        text: 'Text',
        meeting: { heading: 'Schůzka' },
        cookieSettingsLabel: 'Nastavení cookies',
        copyright: 'Software602 a.s.',
        _status: 'published',
      },
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...siteSettingsSeed, salesEmail: 'obchod@example.cz' },
    })
    expect(await expired()).toEqual([
      'global:footer',
      'global:header',
      'global:info-banner',
      'global:site-settings',
    ])
  })

  it('expires the redirects when one is added, changed or removed', async () => {
    const payload = await testPayload()
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from: `/${uniquePath('stara')}`, to: { type: 'path', path: '/kontakt' } },
    })
    await payload.update({ collection: 'redirects', id: redirect.id, data: { type: 'temporary' } })
    await payload.delete({ collection: 'redirects', id: redirect.id })
    expect(await expired()).toEqual(['redirects', 'redirects', 'redirects'])
  })

  it('stays quiet when the caller switches revalidation off (seed, tests)', async () => {
    const payload = await testPayload()
    await payload.create({
      collection: 'pages',
      data: { title: 'Ze seedu', path: uniquePath('seed'), _status: 'published' },
      context: { disableRevalidate: true },
    })
    expect(await expired()).toEqual([])
  })

  it('expires only once the save has committed, and nothing when it is rolled back', async () => {
    const payload = await testPayload()
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'V transakci', path: uniquePath('transakce'), _status: 'published' },
    })
    await clear()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'Nově' }, req })
    // A render now would read the old row: nothing may be expired yet.
    expect(await expired()).toEqual([])
    await commitTransaction(req)
    expect(await expired()).toEqual(tags(`page:${page.path}`, 'pages'))

    await clear()
    const rolledBack = await createLocalReq({}, payload)
    await initTransaction(rolledBack)
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Nikdy' },
      req: rolledBack,
    })
    await killTransaction(rolledBack)
    expect(await expired()).toEqual([])
  })
})
