import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer, { type Page } from 'puppeteer-core'

import { CONSENT_STORAGE_KEY } from '@/lib/consent/consentStorage'

/** The figures of one Lighthouse 12 mobile run (simulated slow 4G, 4× CPU slowdown). */
export type LighthouseRun = {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  fcpMs: number
  cls: number
  tbtMs: number
  lcpElement: string
  /** Ids of failed accessibility and best-practices audits, to say why a score is short. */
  failedAudits: string[]
}

export type RunOptions = {
  /** Where the whole Lighthouse report (JSON) is written, to read why. */
  reportFile: string
  /** Brings the browser into the state the template needs (a product in the cart, …). */
  setUp?: (page: Page, origin: string) => Promise<void>
}

export type LighthouseBrowser = {
  /** One cold load of `url`: empty HTTP cache, cookies already refused, `setUp` done. */
  run: (url: string, options: RunOptions) => Promise<LighthouseRun>
  close: () => Promise<void>
}

/** With LIGHTHOUSE_ARTIFACTS=1 each run also keeps what `npm run bench:lantern` replays. */
const KEEP_ARTIFACTS = process.env.LIGHTHOUSE_ARTIFACTS === '1'

/** Where a run's trace and network log are kept beside its report. */
const artifactsFile = (reportFile: string) => reportFile.replace(/\.json$/, '.artifacts.json')

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
]

/** Mirrors what the cookie banner stores when a visitor refuses everything optional. */
const REFUSED_CHOICE = () =>
  JSON.stringify({ analytics: false, marketing: false, date: new Date().toISOString() })

/** `trustedSpki`: the bench edge's self-signed key (lib/tlsEdge.ts), trusted and nothing else. */
export async function startLighthouseBrowser({
  trustedSpki,
}: { trustedSpki?: string } = {}): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      ...CHROME_FLAGS,
      ...(trustedSpki ? [`--ignore-certificate-errors-spki-list=${trustedSpki}`] : []),
    ],
  })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })

  /**
   * Lighthouse's own storage reset would also wipe the stored cookie choice, so it is turned off
   * and done here instead: the origin's storage is cleared, the choice written (the issue measures
   * "after refusing cookies"), and the HTTP cache emptied, so every run is a first load.
   */
  async function prepare(url: string, setUp: RunOptions['setUp']) {
    const page = await browser.newPage()
    const session = await page.createCDPSession()
    const origin = new URL(url).origin
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    await page.goto(`${origin}/robots.txt`)
    await page.evaluate(
      (key, value) => localStorage.setItem(key, value),
      CONSENT_STORAGE_KEY,
      REFUSED_CHOICE(),
    )
    await setUp?.(page, origin)
    await session.send('Network.clearBrowserCache')
    await page.close()
  }

  async function run(url: string, { reportFile, setUp }: RunOptions) {
    await prepare(url, setUp)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    mkdirSync(path.dirname(reportFile), { recursive: true })
    writeFileSync(reportFile, JSON.stringify(lhr))
    if (KEEP_ARTIFACTS) {
      const { Trace, DevtoolsLog, URL, GatherContext, SourceMaps } = result.artifacts
      writeFileSync(
        artifactsFile(reportFile),
        JSON.stringify({
          Trace,
          DevtoolsLog,
          URL,
          GatherContext,
          SourceMaps,
          settings: lhr.configSettings,
        }),
      )
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const lcpDetails = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? '')
    const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    )
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      lcpElement: /"nodeLabel":"([^"]*)"/.exec(lcpDetails)?.[1] ?? '?',
      failedAudits,
    }
  }

  return {
    run,
    close: async () => {
      await browser.disconnect()
      chrome.kill()
    },
  }
}
