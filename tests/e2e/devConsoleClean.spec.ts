import { type ConsoleMessage, expect, test } from '@playwright/test'

import { type DevServer, startDevServer } from './support/devServer'
import { E2E } from './support/ports'

/*
 * Issue 30: React's development checks (a list without keys, a hydration mismatch, invalid DOM
 * nesting, a bad prop…) run only in development builds; consoleClean.spec.ts visits the
 * production build, where React strips them. This spec starts `next dev` once, on the e2e
 * server's database, and fails on any console error or warning of a visit, including those the
 * server's React logs and replays in the browser (the missing keys of issue 30 were server-side).
 * Found by it: the product accordion's images passed to their island as a list without keys.
 * Pages of one route only (the CMS catch-all, which renders every block): each further route
 * costs another dev compilation (20-80 s on a 2-core machine).
 */
const PAGES = ['/', '/elektronicky-podpis', '/kontakt']

/** Messages that come from outside our code, each with why it cannot be fixed here. */
const OUTSIDE_OUR_CODE: { pattern: RegExp; why: string }[] = [
  {
    // @fortedigital/nextjs-cache-handler says so in development, where Next bypasses it
    pattern: /\[CacheHandler\].*does not use the cache in development mode/,
    why: 'notice of the cache handler library',
  },
  {
    // Next's development server preloads a lazily imported chunk under a name it does not serve
    // (the browser then loads it under its real name); the production build has no such preload.
    pattern: /^Failed to load resource: .*404.* @ \S+\/_next\/static\/chunks\/\S+\.js$/,
    why: "Next dev's preload of a lazy chunk",
  },
  {
    pattern:
      /^The resource \S+\/_next\/static\/chunks\/\S+\.js was preloaded using link preload but not used/,
    why: 'the same preload of Next dev',
  },
]

const described = (message: ConsoleMessage) =>
  `${message.text()} @ ${message.location().url || '(no location)'}`

let devServer: DevServer | undefined

test.describe('development build @desktop-only', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    devServer = await startDevServer()
    // The first request compiles the route (slow in development); the visits then measure nothing
    // of that.
    const response = await fetch(`${E2E.devSiteUrl}/`)
    expect(response.status).toBe(200)
  })

  test.afterAll(async () => {
    await devServer?.stop()
  })

  for (const path of PAGES) {
    test(`${path}: no console error or warning in development`, async ({ page }) => {
      test.setTimeout(120_000)
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return
        const text = described(message)
        if (!OUTSIDE_OUR_CODE.some(({ pattern }) => pattern.test(text))) problems.push(text)
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(`${E2E.devSiteUrl}${path}`, { timeout: 90_000 })
      await page.waitForLoadState('networkidle', { timeout: 90_000 })
      expect(problems, `console errors and warnings of ${path} in development`).toEqual([])
    })
  }

  test('Ctrl+C stops it with its stop lines only, exit 0', async () => {
    test.setTimeout(60_000)
    const { code, afterSignal } = await devServer!.stop('SIGINT')
    devServer = undefined
    expect(code, afterSignal).toBe(0)
    const lines = afterSignal.split('\n').filter(Boolean)
    // Next's own line for a request it was still answering may come first; nothing of ours else.
    const ours = lines.filter((line) => !/^ (GET|HEAD) \//.test(line))
    expect(ours).toEqual(['[shutdown] stopped', '[602] stopped'])
  })
})
