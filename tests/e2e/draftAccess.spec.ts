import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import {
  DRAFT_MODE_COOKIE,
  draftModeCookieFor,
  restCall,
  siteFetch,
  signIn,
} from './support/draftMode'
import { E2E } from './support/ports'

/**
 * Draft mode is a cookie (one value per build) that outlives the session that obtained it; drafts
 * are only for a signed-in editor or admin on that very request. Every route that reads drafts
 * is listed in `routes`.
 */

type Block = Record<string, unknown> & { blockType: string }
type Route = { path: string; published: string; draft: string }

const stamp = Date.now()
const editorPassword = 'Heslo-602-redaktor'
const pagePath = `zkouska-konceptu-${stamp}`
const routes: Route[] = [
  { path: '/', published: '', draft: `Koncept úvodní stránky ${stamp}` },
  { path: `/${pagePath}`, published: 'Zkouška konceptu', draft: `Koncept stránky ${stamp}` },
]

let adminToken = ''
let publishedHomeLayout: Block[] = []
let pageId = 0
const createdUsers: number[] = []

async function createEditor(name: string) {
  const email = `${name}-${stamp}@example.cz`
  const { doc } = await restCall(adminToken, 'POST', '/api/users', {
    email,
    password: editorPassword,
    name,
    roles: ['editor'],
  })
  createdUsers.push(doc!.id)
  return { id: doc!.id, token: await signIn(email, editorPassword) }
}

const withIntroduction = (layout: Block[], heading: string) =>
  layout.map((block) => (block.blockType === 'introduction' ? { ...block, heading } : block))

async function signedInAs(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'payload-token', value: token, url: E2E.siteUrl }])
}

async function withDraftModeCookie(context: BrowserContext, value: string) {
  await context.addCookies([
    {
      name: DRAFT_MODE_COOKIE,
      value,
      url: E2E.siteUrl,
      httpOnly: true,
      secure: true,
      sameSite: 'None',
    },
  ])
}

const previewNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Náhled konceptu' })

/** The published version, no draft anywhere in the document, no notice, draft mode over. */
async function expectPublished(page: Page, context: BrowserContext, route: Route) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.published)
  expect(await page.content(), route.path).not.toContain(route.draft)
  await expect(previewNotice(page)).toHaveCount(0)
  const cookies = await context.cookies()
  expect(
    cookies.map((cookie) => cookie.name),
    route.path,
  ).not.toContain(DRAFT_MODE_COOKIE)
}

test.describe('drafts only for a signed-in editor @desktop-only', () => {
  test.beforeAll(async () => {
    adminToken = await signIn(DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD)

    // The homepage: a draft of the introduction's heading (the page's H1).
    const published = (await (await siteFetch('/api/globals/homepage?depth=0')).json()) as {
      layout: Block[]
    }
    publishedHomeLayout = published.layout
    const introduction = published.layout.find((block) => block.blockType === 'introduction')
    routes[0]!.published = String(introduction?.heading)
    await restCall(adminToken, 'POST', '/api/globals/homepage?draft=true', {
      layout: withIntroduction(published.layout, routes[0]!.draft),
      _status: 'draft',
    })

    // A CMS page: published under one title, a draft under another.
    const { doc } = await restCall(adminToken, 'POST', '/api/pages', {
      title: routes[1]!.published,
      path: pagePath,
      _status: 'published',
    })
    pageId = doc!.id
    await restCall(adminToken, 'PATCH', `/api/pages/${pageId}?draft=true`, {
      title: routes[1]!.draft,
      _status: 'draft',
    })
  })

  test.afterAll(async () => {
    // Other specs expect the seeded homepage, also as the latest draft.
    await restCall(adminToken, 'POST', '/api/globals/homepage', {
      layout: publishedHomeLayout,
      _status: 'published',
    })
    if (pageId) await restCall(adminToken, 'DELETE', `/api/pages/${pageId}`)
    for (const id of createdUsers) await restCall(adminToken, 'DELETE', `/api/users/${id}`)
  })

  test('a signed-in editor previews every draft, with the notice', async ({ browser }) => {
    const editor = await createEditor('redaktor')
    const context = await browser.newContext()
    await signedInAs(context, editor.token)
    const page = await context.newPage()
    for (const route of routes) {
      await page.goto(`/next/preview?path=${encodeURIComponent(route.path)}`)
      await expect(page).toHaveURL(`${E2E.siteUrl}${route.path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.draft)
      await expect(previewNotice(page)).toBeVisible()
    }
    await context.close()
  })

  test('the draft-mode cookie alone gets the published version on every route and ends draft mode', async ({
    browser,
  }) => {
    const editor = await createEditor('redaktor-cookie')
    const cookie = await draftModeCookieFor(editor.token)

    // As a client sends it: the cookie alone, or with a token that is no longer valid.
    for (const route of routes) {
      for (const extra of ['', 'payload-token=neplatny.token.podpis; ']) {
        const response = await siteFetch(route.path, {
          headers: { Cookie: `${extra}${DRAFT_MODE_COOKIE}=${cookie}` },
        })
        expect(response.status, route.path).toBeLessThan(500)
        expect(await response.text(), `${route.path} ${extra}`).not.toContain(route.draft)
      }
    }

    // In a browser: the published page, and the cookie is gone afterwards.
    for (const route of routes) {
      const context = await browser.newContext()
      await withDraftModeCookie(context, cookie)
      const page = await context.newPage()
      await page.goto(route.path)
      await expect(page).toHaveURL(`${E2E.siteUrl}${route.path}`)
      await expectPublished(page, context, route)
      await context.close()
    }
  })

  test('an editor deleted since keeps cookie and token but gets the published version', async ({
    browser,
  }) => {
    const editor = await createEditor('redaktor-smazany')
    const context = await browser.newContext()
    await signedInAs(context, editor.token)
    const page = await context.newPage()
    await page.goto('/next/preview?path=%2F')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes[0]!.draft)
    const cookie = (await context.cookies()).find((entry) => entry.name === DRAFT_MODE_COOKIE)
    expect(cookie?.value).toBeTruthy()

    await restCall(adminToken, 'DELETE', `/api/users/${editor.id}`)
    createdUsers.splice(createdUsers.indexOf(editor.id), 1)

    for (const route of routes) {
      await withDraftModeCookie(context, cookie!.value)
      await page.goto(route.path)
      await expectPublished(page, context, route)
    }
    await context.close()
  })
})
