import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { dataLayerEvents, refuseCookiesUpFront } from './support/dataLayer'
import { startErrorSink } from './support/errorSink'
import { E2E } from './support/ports'
import { untilInteractive } from './support/untilInteractive'

const TAG_MANAGER = /^https:\/\/www\.googletagmanager\.com\//

test.describe('cookie consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('refused: no tag manager, no analytics cookie; settings reopen from data-cookie-settings', async ({
    page,
    context,
  }) => {
    const tagManagerRequests: string[] = []
    await context.route(TAG_MANAGER, (route) => {
      tagManagerRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    })
    await page.goto('/kontakt')
    const banner = page.getByRole('dialog', { name: 'Cookies na našem webu' })
    await expect(banner).toBeVisible()
    // Consent Mode v2 starts with everything denied (set once the page is interactive: the
    // banner itself is in the server HTML and shows before that).
    await untilInteractive(page)
    const defaults = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .find((args) => args[0] === 'consent' && args[1] === 'default'),
    )
    expect(defaults?.[2]).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })

    await banner.getByRole('button', { name: 'Odmítnout vše' }).click()
    await expect(banner).toBeHidden()
    const stored = await page.evaluate(() => window.localStorage.getItem('cookie-consent'))
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ analytics: false, marketing: false })
    expect(Date.parse(JSON.parse(stored ?? '{}').date)).toBeGreaterThan(Date.now() - 60_000)

    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(banner).toBeHidden()
    expect(tagManagerRequests).toEqual([])
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga'))).toEqual([])

    // the footer's cookie-settings link (any element with data-cookie-settings) reopens the choice
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '#'
      link.dataset.cookieSettings = ''
      link.textContent = 'Nastavení cookies'
      document.body.append(link)
    })
    await page.getByRole('link', { name: 'Nastavení cookies' }).click()
    await expect(banner.getByRole('group', { name: 'Nastavení cookies' })).toBeVisible()
    await banner.getByRole('checkbox', { name: /Analytické/ }).check()
    await banner.getByRole('button', { name: 'Uložit nastavení' }).click()
    await expect
      .poll(() => tagManagerRequests)
      .toEqual([`https://www.googletagmanager.com/gtm.js?id=${E2E.gtmId}`])
  })

  test('accepted: the tag manager loads with consent granted @desktop-only', async ({
    page,
    context,
  }) => {
    const tagManagerRequests: string[] = []
    await context.route(TAG_MANAGER, (route) => {
      tagManagerRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    })
    await page.goto('/sofa-tarify')
    // A click before the banner is interactive does nothing (under load the run once did that).
    await untilInteractive(page)
    await page.getByRole('button', { name: 'Přijmout vše' }).click()
    await expect.poll(() => tagManagerRequests).toHaveLength(1)
    const update = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .find((args) => args[0] === 'consent' && args[1] === 'update'),
    )
    expect(update?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' })
    expect(await dataLayerEvents(page)).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))
  })
})

test.describe('version watch @desktop-only', () => {
  const versionFile = path.resolve('.next/standalone/public/version.json')

  test('a new build id shows the notice and reloads the page', async ({ page }) => {
    const original = readFileSync(versionFile, 'utf8')
    expect(JSON.parse(original)).toEqual({ c: expect.any(String) })
    await refuseCookiesUpFront(page)
    await page.clock.install()
    try {
      const firstPoll = page.waitForRequest(/\/version\.json\?\d+$/)
      await page.goto('/kontakt')
      await firstPoll
      await page.evaluate(() => {
        ;(window as unknown as { beforeUpdate: boolean }).beforeUpdate = true
      })

      // same build: nothing happens
      const samePoll = page.waitForResponse(/\/version\.json\?\d+$/)
      await page.clock.fastForward(15_000)
      await samePoll
      await expect(page.getByTestId('version-notice')).toHaveCount(0)

      writeFileSync(versionFile, JSON.stringify({ c: `e2e-${Date.now()}` }))
      const changedPoll = page.waitForResponse(/\/version\.json\?\d+$/)
      await page.clock.fastForward(15_000)
      expect(await (await changedPoll).json()).toEqual({ c: expect.stringMatching(/^e2e-/) })
      await expect(page.getByTestId('version-notice')).toHaveText(
        'Web byl právě aktualizován. Načítáme jeho novou verzi…',
      )
      const reloaded = page.waitForEvent('load')
      await page.clock.fastForward(3_000)
      await reloaded
      expect(
        await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
      ).toBeUndefined()
    } finally {
      writeFileSync(versionFile, original)
    }
  })

  test('a failed poll is logged and polling goes on', async ({ page }) => {
    await refuseCookiesUpFront(page)
    await page.clock.install()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    let polls = 0
    await page.route(/\/version\.json\?\d+$/, (route) => {
      polls += 1
      return polls === 2
        ? route.fulfill({ status: 503, body: 'nedostupné' })
        : route.fulfill({ status: 200, contentType: 'application/json', body: '{"c":"stejne"}' })
    })
    // The next poll is scheduled only after the previous answer has been handled, which may
    // come after a single jump of the clock: keep moving time in steps until it fires.
    const pollsAfterTime = async () => {
      await page.clock.fastForward(5_000)
      return polls
    }
    await page.goto('/kontakt')
    await expect.poll(() => polls).toBe(1)
    await expect.poll(pollsAfterTime).toBeGreaterThanOrEqual(2)
    await expect.poll(() => warnings.join('\n')).toContain('[version-watch]')
    await expect.poll(pollsAfterTime).toBeGreaterThanOrEqual(3)
    await expect(page.getByTestId('version-notice')).toHaveCount(0)
  })
})

test.describe('error reporting @desktop-only', () => {
  test('a browser error reaches the reporting service without form data', async ({ page }) => {
    const sink = await startErrorSink(E2E.errorSinkPort)
    try {
      await refuseCookiesUpFront(page)
      await page.goto('/kontakt')
      await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on')
      const form = page.locator('form[data-form="contact"]')
      await form.getByLabel('Jméno', { exact: true }).fill('Důvěrnájméno')
      await form.getByLabel('E-mail').fill('tajny.adresat@example.cz')
      await form.getByLabel('E-mail').blur()

      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('e2e: nezachycená chyba v prohlížeči')
        }, 0)
        setTimeout(() => {
          void Promise.reject(new Error('e2e: neošetřené odmítnutí'))
        }, 10)
      })
      await expect
        .poll(() => sink.envelopes.join('\n'), { timeout: 15_000 })
        .toContain('e2e: nezachycená chyba v prohlížeči')
      await expect
        .poll(() => sink.envelopes.join('\n'), { timeout: 15_000 })
        .toContain('e2e: neošetřené odmítnutí')
      // no message for the visitor, and nothing they typed leaves the page
      await expect(page.locator('main').getByRole('alert')).toHaveCount(0)
      const all = sink.envelopes.join('\n')
      expect(all).not.toContain('tajny.adresat@example.cz')
      expect(all).not.toContain('Důvěrnájméno')
    } finally {
      await sink.close()
    }
  })

  test('the page-load trace reaches the reporting service, its spans included', async ({
    page,
  }) => {
    // Spec 7: every trace is sampled. The SDK starts in short tasks and sends a finished trace in
    // a task of its own (initBrowserErrorReporting.ts): neither may lose it.
    const sink = await startErrorSink(E2E.errorSinkPort)
    try {
      await refuseCookiesUpFront(page)
      await page.goto('/kontakt')
      await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on')
      // the server sends traces of its own (the lead queue's) to the same sink
      const pageLoad = () =>
        sink.envelopes.find(
          (body) => body.includes('"type":"transaction"') && body.includes('"op":"pageload"'),
        )
      await expect.poll(pageLoad, { timeout: 15_000 }).toBeTruthy()
      // collected from the browser's timings when the trace ends: the navigation's, not the
      // build's scripts and stylesheets (initBrowserErrorReporting.ts)
      expect(pageLoad()).toContain('"op":"browser.request"')
      expect(pageLoad()).not.toContain('"op":"resource.script"')
      expect(pageLoad()).not.toContain('"op":"resource.link"')
    } finally {
      await sink.close()
    }
  })

  test('an error thrown before the reporting SDK has started is reported once it starts', async ({
    page,
  }) => {
    const sink = await startErrorSink(E2E.errorSinkPort)
    try {
      await refuseCookiesUpFront(page)
      // The SDK starts after the deployment's settings arrive: hold them back until the page has
      // hydrated and thrown, so the error comes before the SDK's own handlers exist.
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/client-config.json', async (route) => {
        await released
        await route.continue()
      })
      await page.goto('/kontakt')
      await untilInteractive(page)
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('e2e: chyba před spuštěním hlášení')
        }, 0)
        setTimeout(() => {
          void Promise.reject(new Error('e2e: odmítnutí před spuštěním hlášení'))
        }, 10)
      })
      await page.waitForTimeout(200)
      await expect(page.locator('html')).not.toHaveAttribute('data-error-reporting', 'on')
      release()
      await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on')
      await expect
        .poll(() => sink.envelopes.join('\n'), { timeout: 15_000 })
        .toContain('e2e: chyba před spuštěním hlášení')
      await expect
        .poll(() => sink.envelopes.join('\n'), { timeout: 15_000 })
        .toContain('e2e: odmítnutí před spuštěním hlášení')
    } finally {
      await sink.close()
    }
  })
})
