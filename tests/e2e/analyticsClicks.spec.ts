import { expect, type Page, type Route, test } from '@playwright/test'

import { siteSettingsSeed } from '../../src/seed/siteSettings'
import { dataLayerKeptAcrossLoads, eventNames, keepDataLayerAcrossLoads } from './support/dataLayer'
import { untilInteractive } from './support/untilInteractive'

/**
 * A click on a tagged link is recorded once whether the page has hydrated or not: the one
 * listener is in the layout's inline script (dataLayerClicksScript), not in a client island.
 */

/** Holds every JavaScript chunk of the app until `release()`: the page stays unhydrated. */
async function holdAppScripts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route('**/_next/static/**/*.js', (route) =>
    released ? route.continue() : void held.push(route),
  )
  return {
    held: () => held.length,
    release: async () => {
      released = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

const times = async (page: Page, name: string) =>
  (await eventNames(page)).filter((event) => event === name).length

test.beforeEach(async ({ context }) => {
  await context.route(`${siteSettingsSeed.signingSiteUrl}/**`, (route) =>
    route.fulfill({ body: 'Online podpis' }),
  )
})

test('a click before hydration is counted once, and stays once after hydration', async ({
  page,
}) => {
  const scripts = await holdAppScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  // The app's scripts were asked for and are held: nothing has hydrated.
  expect(scripts.held()).toBeGreaterThan(0)

  const link = page.getByRole('link', { name: /Chci podepsat dokument/ })
  const popup = page.waitForEvent('popup')
  await link.click()
  await (await popup).close()
  expect(await times(page, 'signer_interest')).toBe(1)

  await scripts.release()
  await untilInteractive(page)
  expect(await times(page, 'signer_interest')).toBe(1)

  // After hydration nothing else counts it: one more, not two.
  const second = page.waitForEvent('popup')
  await link.click()
  await (await second).close()
  expect(await times(page, 'signer_interest')).toBe(2)
})

test('a click after hydration is counted once', async ({ page }) => {
  await page.goto('/')
  await untilInteractive(page)
  const popup = page.waitForEvent('popup')
  await page.getByRole('link', { name: /Chci podepsat dokument/ }).click()
  await (await popup).close()
  expect(await times(page, 'signer_interest')).toBe(1)
})

test('a click before hydration that leaves the page is pushed before it goes', async ({ page }) => {
  await keepDataLayerAcrossLoads(page)
  const scripts = await holdAppScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  expect(scripts.held()).toBeGreaterThan(0)
  await page.locator('main').getByRole('link', { name: 'Konzultace zdarma', exact: true }).click()
  await expect(page).toHaveURL(/\/konzultace$/)
  await scripts.release()
  const pushed = await dataLayerKeptAcrossLoads(page)
  expect(pushed.filter((entry) => entry.event === 'consultation_interest')).toHaveLength(1)
})
