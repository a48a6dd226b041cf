import config from '@payload-config'
import { Forbidden, handleEndpoints, ValidationError, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFailedLeads } from '@/cms/attention/findFailedLeads'
import { findPagesWithBrokenLinks } from '@/cms/attention/findPagesWithBrokenLinks'
import { findUnpublishedDrafts } from '@/cms/attention/findUnpublishedDrafts'
import { prepublishEndpoint } from '@/lib/prepublish/prepublishEndpoint'
import type { PrepublishIssue } from '@/lib/prepublish/types'
import { leadsTable } from '@/leads/leadsTable'
import { closeQueuePools, requestPool } from '@/queue/queueDatabase'
import { storeLead } from '@/leads/storeLead'
import type { Page, User } from '@/payload-types'
import { seedSiteSettings } from '@/seed/siteSettings'

import { createUser, signInToken, testPayload } from '../support/payload'

/**
 * Pre-publish checks through the server (the edit view's endpoint, the admin-only blocking
 * setting) and the dashboard's data, on a real database.
 */
const quiet = { disableRevalidate: true }

let payload: Payload
let admin: User
let editor: User
let editorToken = ''
let adminToken = ''
let unpublished: Page
let published: Page
let mediaWithoutAlt = 0
let mediaWithAlt = 0

const post = (body: unknown, token?: string) =>
  handleEndpoints({
    config,
    path: '/api/prepublish-checks',
    request: new Request('http://127.0.0.1/api/prepublish-checks', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `JWT ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  })

const tokenOf = (user: User) => signInToken(user.email)

/** The homepage's opening block showing `image`, its button to /blog. */
const introduction = (image: number) => ({
  blockType: 'introduction' as const,
  backgroundClass: 'white' as const,
  heading: 'Úvod',
  buttonURL: { type: 'path' as const, path: '/blog' },
  image,
})

/** A page whose hero links to the unpublished page and whose first block shows `image`. */
const pageData = (title: string, path: string, image: number) => ({
  title,
  path,
  hero: {
    actions: [{ link: { type: 'page' as const, page: unpublished.id, label: 'Připravujeme' } }],
  },
  layout: [introduction(image)],
  meta: { title: 'Titulek', description: 'Popis stránky pro vyhledávače.' },
})

/** The Czech messages of a refused save (Payload's ValidationError lists them per field). */
const refusal = async (save: Promise<unknown>): Promise<string[]> => {
  const error = await save.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error, 'the save should have been refused').toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ path, message }) => `${path}: ${message}`)
}

const setBlocking = (value: boolean) =>
  payload.updateGlobal({
    slug: 'publishing-settings',
    data: { blockPublishingOnErrors: value },
    overrideAccess: false,
    user: admin,
  })

beforeAll(async () => {
  payload = await testPayload()
  await seedSiteSettings(payload)
  admin = await createUser(payload, 'admin')
  editor = await createUser(payload, 'editor')
  editorToken = await tokenOf(editor)
  adminToken = await tokenOf(admin)
  const stamp = Date.now()
  unpublished = await payload.create({
    collection: 'pages',
    data: { title: 'Připravujeme', path: `pripravujeme-${stamp}` },
    draft: true,
    context: quiet,
  })
  published = await payload.create({
    collection: 'pages',
    data: { title: 'Zveřejněná', path: `zverejnena-${stamp}`, _status: 'published' },
    context: quiet,
  })
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } })
    .png()
    .toBuffer()
  const file = (name: string) => ({ data: png, mimetype: 'image/png', name, size: png.length })
  const withAlt = await payload.create({
    collection: 'media',
    data: { alt: 'Tým 602' },
    file: file('tym.png'),
  })
  const withoutAlt = await payload.create({
    collection: 'media',
    data: { alt: 'dočasný' },
    file: file('bez-popisu.png'),
  })
  // Alt text is required, but an empty one (an import, the database) is still no description.
  await payload.db.updateOne({ collection: 'media', id: withoutAlt.id, data: { alt: '' } })
  mediaWithAlt = withAlt.id
  mediaWithoutAlt = withoutAlt.id
})

afterAll(async () => {
  await setBlocking(false)
  // The database is shared with the next test files: no file without a description stays behind.
  await payload.db.updateOne({ collection: 'media', id: mediaWithoutAlt, data: { alt: 'dočasný' } })
  await closeQueuePools()
})

describe('POST /api/prepublish-checks', () => {
  it('refuses anonymous requests (401) and answers staff with the issues of the form data', async () => {
    const body = { kind: 'pages', data: pageData('Kontrola', 'kontrola', mediaWithoutAlt) }
    expect((await post(body)).status).toBe(401)

    for (const token of [editorToken, adminToken]) {
      const response = await post(body, token)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const { issues } = (await response.json()) as { issues: PrepublishIssue[] }
      expect(issues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ severity: 'error', path: 'layout.0.image' }),
          expect.objectContaining({ severity: 'error', path: 'hero.actions.0.link.page' }),
        ]),
      )
    }
  })

  it('refuses a signed-in account without a staff role (403) and an unknown document (400)', async () => {
    // Every account of the admin has a staff role today; the rule still holds for one without.
    const noRole = { collection: 'users', id: 1, roles: [] }
    const refused = await prepublishEndpoint.handler({ user: noRole, payload } as never)
    expect(refused.status).toBe(403)
    expect((await post({ kind: 'users', data: {} }, editorToken)).status).toBe(400)
    expect((await post('ne-objekt', editorToken)).status).toBe(400)
  })

  it('finds nothing to fix on a complete page; site paths count when a page, route or redirect answers', async () => {
    const stamp = Date.now()
    await payload.create({
      collection: 'redirects',
      data: { from: `/stara-adresa-${stamp}`, to: { type: 'page', page: published.id } },
      context: quiet,
    })
    const withButtonTo = (path: string) => ({
      ...pageData('Bez chyb', 'bez-chyb', mediaWithAlt),
      hero: {
        actions: [
          { link: { type: 'page', page: published.id, label: 'Hotová' } },
          { link: { type: 'path', path, label: 'Jinam' } },
        ],
      },
    })
    const issuesFor = async (path: string) =>
      (
        (await (await post({ kind: 'pages', data: withButtonTo(path) }, editorToken)).json()) as {
          issues: PrepublishIssue[]
        }
      ).issues
    for (const path of [`/${published.path}`, `/stara-adresa-${stamp}`, '/blog', '/']) {
      expect(await issuesFor(path), path).toEqual([])
    }
    expect(await issuesFor(`/nikam-${stamp}`)).toEqual([
      expect.objectContaining({ severity: 'error', path: 'hero.actions.1.link.path' }),
    ])
  })
})

describe('making errors blocking (Nastavení webu → Zveřejňování)', () => {
  it('is a setting only administrators can change', async () => {
    await setBlocking(false)
    await payload.updateGlobal({
      slug: 'publishing-settings',
      data: { blockPublishingOnErrors: true },
      overrideAccess: false,
      user: editor,
    })
    const settings = await payload.findGlobal({ slug: 'publishing-settings' })
    expect(settings.blockPublishingOnErrors).toBe(false)
    await setBlocking(true)
    expect(
      (await payload.findGlobal({ slug: 'publishing-settings' })).blockPublishingOnErrors,
    ).toBe(true)
  })

  it('when on, refuses publishing a page with errors, in Czech; drafts still save', async () => {
    await setBlocking(true)
    const path = `blokovana-${Date.now()}`
    const asEditor = { overrideAccess: false, user: editor, context: quiet } as const
    const draft = await payload.create({
      collection: 'pages',
      data: pageData('Blokovaná', path, mediaWithoutAlt),
      draft: true,
      ...asEditor,
    })
    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: 'Blokovaná, upravená' },
      draft: true,
      ...asEditor,
    })
    const pageErrors = await refusal(
      payload.update({
        collection: 'pages',
        id: draft.id,
        data: { _status: 'published' },
        ...asEditor,
      }),
    )
    expect(pageErrors).toEqual([
      expect.stringMatching(/^layout\.0\.image: Nelze zveřejnit .*alternativní text/),
      expect.stringMatching(/^hero\.actions\.0\.link\.page: .*nezveřejněnou stránku/),
    ])
    const stored = await payload.findByID({ collection: 'pages', id: draft.id })
    expect(stored._status).toBe('draft')

    const homepageErrors = await refusal(
      payload.updateGlobal({
        slug: 'homepage',
        data: {
          meta: { title: 'Úvod | Software602' },
          layout: [introduction(mediaWithoutAlt)],
          _status: 'published',
        },
        ...asEditor,
      }),
    )
    expect(homepageErrors).toEqual([
      expect.stringMatching(/^layout\.0\.image: .*alternativní text/),
    ])
  })

  it('when off, publishes with errors and warnings alike', async () => {
    await setBlocking(false)
    const page = await payload.create({
      collection: 'pages',
      data: {
        ...pageData('S upozorněním', `s-upozornenim-${Date.now()}`, mediaWithoutAlt),
        _status: 'published',
      },
      overrideAccess: false,
      user: editor,
      context: quiet,
    })
    expect(page._status).toBe('published')
  })
})

describe('who edited last, and the dashboard data', () => {
  it('records who saved last; nobody writes the record through the API', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Koncept editora', path: `koncept-editora-${Date.now()}` },
      draft: true,
      overrideAccess: false,
      user: admin,
      context: quiet,
    })
    // The editor's autosave after the admin's: the editor is who saved last.
    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: 'Koncept editora' },
      draft: true,
      autosave: true,
      overrideAccess: false,
      user: editor,
      context: quiet,
    })
    await expect(
      payload.create({
        collection: 'edit-records',
        data: { document: `pages:${draft.id}`, user: admin.id },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    await payload.updateGlobal({
      slug: 'info-banner',
      data: { enabled: false },
      draft: true,
      overrideAccess: false,
      user: editor,
      context: quiet,
    })

    const drafts = await findUnpublishedDrafts(payload)
    expect(drafts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Koncept editora',
          href: `/admin/collections/pages/${draft.id}`,
          editedBy: editor.email,
        }),
        expect.objectContaining({ href: '/admin/globals/info-banner', editedBy: editor.email }),
      ]),
    )
    expect(drafts.map(({ href }) => href)).not.toContain(`/admin/collections/pages/${published.id}`)
  })

  it('lists published pages linking to unpublished or missing pages', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        ...pageData('Rozbité odkazy', `rozbite-${Date.now()}`, mediaWithAlt),
        _status: 'published',
      },
      context: quiet,
    })
    const broken = await findPagesWithBrokenLinks(payload)
    expect(broken).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Rozbité odkazy',
          href: `/admin/collections/pages/${page.id}`,
          messages: [expect.stringContaining('nezveřejněnou stránku')],
        }),
      ]),
    )
    expect(broken.map(({ href }) => href)).not.toContain(`/admin/collections/pages/${published.id}`)
  })

  it('shows failed leads to administrators only', async () => {
    const { id } = await storeLead({
      kind: 'pricing',
      pagePath: '/tarify',
      enquiry: {
        firstName: 'Jana',
        lastName: 'Nová',
        email: 'jana.nova@example.cz',
        phone: '+420 777 000 111',
        location: 'Poptávka ceníku',
        text: 'Cena?',
        source: 'SOCIALS',
      },
    })
    await requestPool().query(
      `UPDATE ${leadsTable()} SET status = 'failed', failed_at = now() WHERE id = $1`,
      [id],
    )
    const forAdmin = await findFailedLeads(payload, admin)
    expect(forAdmin?.total).toBeGreaterThanOrEqual(1)
    expect(forAdmin?.leads).toContainEqual(
      expect.objectContaining({ href: `/admin/collections/leads/${id}` }),
    )
    expect(await findFailedLeads(payload, editor)).toBeNull()
    expect(await findFailedLeads(payload, null)).toBeNull()
  })
})
