import { expect, type Page, test } from '@playwright/test'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { signInToAdmin } from './support/admin'
import { expectNoSeriousViolations } from './support/axe'
import { dataLayerEvents } from './support/dataLayer'
import { E2E } from './support/ports'
import { isNarrow, siteHeader } from './support/siteHeader'
import { searchMarker } from '../support/searchMarker'

/**
 * Issue 39: the site search. The header's box leads to /hledat, which works without JavaScript;
 * with it, suggestions appear as one types and are chosen by keyboard; the results, empty and
 * nothing-found states pass axe at both widths; marketers see what people searched.
 */

/** The header's search box (inside the burger's panel below 1140 px, which is opened first). */
async function headerSearchBox(page: Page) {
  if (isNarrow(page)) await siteHeader(page).openMenu()
  return page.getByRole('search', { name: 'Hledání v hlavičce' }).getByLabel('Hledat na webu')
}

/** The seed and the provider sync fill the index after start: the first search waits for it. */
async function resultsOf(page: Page, query: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`/hledat?q=${encodeURIComponent(query)}`)
        return page
          .getByRole('status')
          .filter({ hasText: /^Nalezen/ })
          .count()
      },
      { message: `results for ${query}`, timeout: 30_000 },
    )
    .toBe(1)
}

test('a visitor searches from the header, reads the results and opens one', async ({ page }) => {
  await resultsOf(page, 'elektronický podpis')
  await page.goto('/')
  const box = await headerSearchBox(page)
  await box.fill('elektronicky podpis')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/hledat\?q=elektronicky\+podpis$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hledání: elektronicky podpis')
  await expect(page.getByRole('status').filter({ hasText: /^Nalezen/ })).toHaveText(
    /^Nalezen[oy]? \d+ výsled(ek|ky|ků)$/,
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const first = page.locator('main ol li h3 a').first()
  await expect(first.locator('mark').first()).toBeVisible()
  // the data-layer event, without the term (the visitor refused analytics)
  await expect
    .poll(async () => (await dataLayerEvents(page)).find((event) => event.event === 'search'))
    .toMatchObject({ event: 'search' })
  expect(
    (await dataLayerEvents(page)).find((event) => event.event === 'search'),
  ).not.toHaveProperty('search_term')
  const href = await first.getAttribute('href')
  await first.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header form, the filter by kind and the pages work as plain links and forms', async ({
    page,
  }) => {
    await resultsOf(page, 'podpis')
    await page.goto('/')
    const box = await headerSearchBox(page)
    await box.fill('podpisem')
    await page
      .getByRole('search', { name: 'Hledání v hlavičce' })
      .getByRole('button', { name: 'Hledat' })
      .click()
    await expect(page).toHaveURL(/\/hledat\?q=podpisem$/)
    await expect(page.getByRole('status').filter({ hasText: /^Nalezen/ })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Druh výsledků' })
      .getByRole('link', { name: /^Články/ })
      .click()
    await expect(page).toHaveURL(/druh=clanky/)
    await expect(page.locator('main ol li').first()).toContainText('Článek')
    // variants of one search end at its one address
    await page.goto('/hledat?q=%20%20podpisem%20%20&strana=-1&utm_source=x')
    await expect(page).toHaveURL(/\/hledat\?q=podpisem$/)
  })
})

test('suggestions are chosen with the keyboard @desktop-only', async ({ page }) => {
  await resultsOf(page, 'vidimace')
  await page.goto('/')
  const box = await headerSearchBox(page)
  await box.focus()
  await box.pressSequentially('vidima')
  const list = page.getByRole('listbox', { name: 'Návrhy výsledků' })
  await expect(list).toBeVisible()
  const options = list.getByRole('option')
  await expect(options.first()).toContainText('Vidimace')
  expect(await options.count()).toBeLessThanOrEqual(5)
  await expect(box).toHaveAttribute('aria-expanded', 'true')

  await box.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id'))!,
  )
  await box.press('Escape')
  await expect(list).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).toBeFocused()

  await box.press('ArrowDown')
  await expect(list).toBeVisible()
  const href = (await options.first().getAttribute('data-href'))!
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('a box focused and typed in before the page hydrated still offers suggestions @desktop-only', async ({
  page,
}) => {
  await resultsOf(page, 'vidimace')
  // The page's scripts are held until the visitor has focused the box and typed: a quick
  // visitor on a slow phone.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const box = await headerSearchBox(page)
  await box.focus()
  await box.pressSequentially('vidima')
  release()
  const list = page.getByRole('listbox', { name: 'Návrhy výsledků' })
  await expect(list.getByRole('option').first()).toContainText('Vidimace')
  await expect(box).toBeFocused()
})

test('/hledat has no accessibility violations with results, without a query and with nothing found', async ({
  page,
}, testInfo) => {
  await resultsOf(page, 'archivace')
  await expectNoSeriousViolations(page, testInfo, '/hledat results', { anyImpact: true })
  await page.goto('/hledat')
  await expect(page.getByText('Napište, co hledáte')).toBeVisible()
  await expectNoSeriousViolations(page, testInfo, '/hledat empty', { anyImpact: true })
  await page.goto('/hledat?q=qqxxzzyy')
  await expect(page.getByText('jsme nic nenašli')).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Elektronický podpis' }),
  ).toBeVisible()
  await expectNoSeriousViolations(page, testInfo, '/hledat nothing found', { anyImpact: true })
})

test('the dashboard shows what people search, to administrators and editors @desktop-only', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const word = searchMarker('nenajdes')
  // one search that finds nothing, one that finds something; logged after the answer
  await page.goto(`/hledat?q=${word}`)
  await resultsOf(page, 'elektronický podpis')

  const login = await request.post('/api/users/login', {
    data: { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
  })
  const token = /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
  const editor = { email: `editor-search-${Date.now()}@example.cz`, password: 'Heslo-602-editor' }
  const created = await request.post('/api/users', {
    data: { ...editor, name: 'Editor hledání', roles: ['editor'] },
    headers: { Authorization: `JWT ${token}`, Origin: E2E.siteUrl },
  })
  expect(created.ok(), await created.text()).toBe(true)

  for (const user of [
    { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
    editor,
  ]) {
    await page.context().clearCookies()
    await signInToAdmin(page, user)
    await page.goto('/admin')
    const section = page.locator('[data-section="searched-queries"]')
    await expect(section.getByRole('heading', { level: 2 })).toContainText('Co lidé hledají')
    await expect(section.locator('[data-list="searched-top"]')).toContainText('elektronický podpis')
    await expect(section.locator('[data-list="searched-nothing-found"]')).toContainText(word)
  }
})
