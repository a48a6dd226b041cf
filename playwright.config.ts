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
