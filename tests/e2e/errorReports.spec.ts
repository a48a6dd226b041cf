import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { signInToAdmin } from './support/admin'
import { seriousViolations } from './support/axe'
import { type ErrorEvent, errorEvents, eventMessage, originalFrames } from './support/errorEvents'
import { type ErrorSink, startErrorSink } from './support/errorSink'
import { E2E } from './support/ports'

/**
 * Production error reports can be read: a render error reaches the reporting service with this
 * build's release and frames that the build's source maps lead back to our own files, the
 * visitor sees the Czech notice with a retry, and no browser can fetch a source map.
 * The errors come from the administrators' check page (src/app/(site)/next/error-check/).
 */
const buildId = () => readFileSync('.next/BUILD_ID', 'utf8').trim()

async function expectErrorNotice(page: Page) {
  const notice = page.getByRole('alert').filter({ hasText: 'Stránka je dočasně nedostupná' })
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText(
    'Stránka je dočasně nedostupná',
  )
  await expect(notice).toContainText('Omlouváme se, stránku se teď nepodařilo načíst.')
  await expect(notice.getByRole('button', { name: 'Načíst stránku znovu' })).toBeVisible()
}

async function eventWith(sink: ErrorSink, message: string): Promise<ErrorEvent> {
  const find = () =>
    errorEvents(sink.envelopes).find((event) => eventMessage(event).includes(message))
  await expect
    .poll(find, {
      timeout: 20_000,
      message: `an event with "${message}"; received: ${errorEvents(sink.envelopes).map(eventMessage).join(' | ')}`,
    })
    .toBeTruthy()
  return find()!
}

test.describe('error reports @desktop-only', () => {
  let sink: ErrorSink
  test.beforeEach(async ({ page }) => {
    sink = await startErrorSink(E2E.errorSinkPort)
    await signInToAdmin(page)
  })
  test.afterEach(async () => {
    await sink.close()
  })

  test('a render error in the browser: release, a source-mapped frame of our file, the notice', async ({
    page,
  }) => {
    await page.goto('/next/error-check?chyba=prohlizec')
    await expectErrorNotice(page)
    expect(await seriousViolations(page, { within: 'main', anyImpact: true })).toEqual([])
    const event = await eventWith(sink, 'chyba vykreslení v prohlížeči')
    expect(event.release).toBe(buildId())
    expect(event.environment).toBe('production')
    expect(event.tags).toMatchObject({ error_boundary: 'site' })
    const frames = originalFrames(event)
    const ours = frames.find((frame) =>
      frame.source.endsWith('src/app/(site)/next/error-check/BrowserRenderError.tsx'),
    )
    expect(ours, JSON.stringify(frames, null, 1)).toBeTruthy()
    // the line of the `throw` (the compile hint moved the script a line; its map moved with it)
    const source = readFileSync('src/app/(site)/next/error-check/BrowserRenderError.tsx', 'utf8')
    expect(source.split('\n')[ours!.line - 1]).toContain('throw new ErrorReportingCheck')
  })

  test('a render error on the server: release, request id, a source-mapped frame of our file', async ({
    page,
  }) => {
    const response = await page.goto('/next/error-check?chyba=server')
    await expectErrorNotice(page)
    const event = await eventWith(sink, 'chyba vykreslení na serveru')
    expect(event.release).toBe(buildId())
    expect(event.environment).toBe('production')
    expect(event.tags?.request_id).toBe(response!.headers()['x-request-id'])
    const frames = originalFrames(event)
    const ours = frames.find((frame) =>
      frame.source.endsWith('src/app/(site)/next/error-check/page.tsx'),
    )
    expect(ours, JSON.stringify(frames, null, 1)).toBeTruthy()
    const source = readFileSync('src/app/(site)/next/error-check/page.tsx', 'utf8')
    expect(source.split('\n')[ours!.line - 1]).toContain('throw new ErrorReportingCheck')
    // the notice in the browser reports too (React's #441: no message or stack of the server's
    // error reaches a browser), naming the server's error by its digest
    const notice = await eventWith(sink, 'Minified React error #441')
    expect(notice.release).toBe(buildId())
    expect(notice.tags).toMatchObject({ error_boundary: 'site', digest: expect.any(String) })

    // and the retry renders the page again (it throws again: the notice stays, working)
    await page.getByRole('button', { name: 'Načíst stránku znovu' }).click()
    await expectErrorNotice(page)
  })

  test('the check page is only for administrators', async ({ browser }) => {
    const visitor = await browser.newPage()
    const response = await visitor.goto('/next/error-check?chyba=server')
    expect(response?.status()).toBe(404)
    await visitor.close()
  })
})

test('source maps exist in the build but are never served @desktop-only', async ({ request }) => {
  const html = await (await request.get('/kontakt')).text()
  // Next's prebuilt polyfills for old browsers (noModule) come without a map
  const scripts = [...html.matchAll(/<script([^>]+)src="([^"]+\.js)"[^>]*>/g)]
    .filter(([tag]) => !/noModule/i.test(tag!))
    .map(([, , src]) => src!)
  expect(scripts.length).toBeGreaterThan(3)
  for (const src of scripts) {
    const script = await request.get(src)
    expect(script.status()).toBe(200)
    expect(await script.text()).not.toMatch(/\/\/[#@] sourceMappingURL=/)
    expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404)
    // kept out of the served folder, under the script's name
    const kept = path.resolve(
      '.next/sourcemaps',
      `${new URL(src, E2E.siteUrl).pathname.slice('/_next/'.length)}.map`,
    )
    expect(existsSync(kept), kept).toBe(true)
  }
})
