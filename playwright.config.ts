import { randomBytes } from 'node:crypto'

import { defineConfig, devices } from '@playwright/test'

import { E2E } from './tests/e2e/support/ports'
import { SECRET_VARIABLE } from './tests/e2e/support/serverLog'

// The server's secret is chosen here (workers inherit it) so the log check can look for it.
process.env[SECRET_VARIABLE] ||= randomBytes(32).toString('hex')

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build, started by tests/e2e/server.ts exactly as `npm start` starts it, on a fresh database.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
}

/**
 * What differs on a phone, run again at 390 px: layout and accessibility of every template and
 * admin state (axe, keyboard, burger), the header and its search in the burger, the sticky header
 * and the cookie banner, the homepage's blocks (carousel, accordion, audience switch) and the
 * cart's frame. The journeys themselves (forms, e-shop guards and payment, content, errors) are
 * the same code at any width and run once, on desktop.
 */
const PHONE_SPECS = [
  'accessibility',
  'adminAxeStates',
  'cartServerFrame',
  'homepage',
  'search',
  'shell',
  'stickyHeaderAndConsent',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The server's log must hold no visitor's e-mail or phone and no secret (serverLog.ts).
  globalTeardown: './tests/e2e/support/serverLogCheck.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E.siteUrl,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    // Visitors of most tests have already answered the cookie banner (refused), so it does not
    // cover the page; the consent tests start from an empty storage state instead.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: E2E.siteUrl,
          localStorage: [
            {
              name: 'cookie-consent',
              value: JSON.stringify({
                analytics: false,
                marketing: false,
                // made when the run starts, as a real visitor's answer would be: a fixed date
                // would one day be older than any validity the consent may be given
                date: new Date().toISOString(),
              }),
            },
          ],
        },
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
      testMatch: PHONE_SPECS,
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx tests/e2e/server.ts',
    url: `${E2E.siteUrl}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
})
