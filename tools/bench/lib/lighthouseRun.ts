import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import type { Result } from 'lighthouse'
// Gathering and auditing apart, so one page load is audited at several CPU slowdowns.
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js'
import { Runner } from 'lighthouse/core/runner.js'
import puppeteer, { type Page } from 'puppeteer-core'

import { CONSENT_STORAGE_KEY } from '@/lib/consent/consentStorage'

/** The figures of one Lighthouse 12 mobile run (simulated slow 4G) at one CPU slowdown. */
export type LighthouseRun = {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  fcpMs: number
  cls: number
  tbtMs: number
  /** Lighthouse's `mainthread-work-breakdown`: its total, and by its groups (script, layout…). */
  mainThreadMs: number
  mainThreadByGroup: Record<string, number>
  lcpElement: string
  /** Ids of failed accessibility and best-practices audits, to say why a score is short. */
  failedAudits: string[]
}

export type RunOptions = {
  /**
   * Where the whole Lighthouse report (JSON) is written, to read why; `-cpu<slowdown>` is added
   * before `.json` for each slowdown.
   */
  reportFile: string
  /** Lighthouse's simulated CPU slowdowns to audit the load at (the mobile preset's is 4). */
  cpuSlowdowns: number[]
  /** Brings the browser into the state the template needs (a product in the cart, …). */
  setUp?: (page: Page, origin: string) => Promise<void>
}

export type LighthouseBrowser = {
  /**
   * One cold load of `url` (empty HTTP cache, cookies already refused, `setUp` done), audited at
   * each of `cpuSlowdowns`. Lighthouse's default throttling is simulated: the page loads at the
   * machine's speed and Lantern replays the trace with the CPU `cpuSlowdowns`× slower, so one
   * load audited at 4× and at 6× is what two runs would report, from the same load.
   */
  run: (url: string, options: RunOptions) => Promise<Map<number, LighthouseRun>>
  /** A fresh tab of the same browser (for checks before the runs); the caller closes it. */
  newPage: () => Promise<Page>
  close: () => Promise<void>
}

/** With LIGHTHOUSE_ARTIFACTS=1 each run also keeps what `npm run bench:lantern` replays. */
const KEEP_ARTIFACTS = process.env.LIGHTHOUSE_ARTIFACTS === '1'

/** Where a run's trace and network log are kept beside its report. */
const artifactsFile = (reportFile: string) => reportFile.replace(/\.json$/, '.artifacts.json')
const slowdownFile = (reportFile: string, slowdown: number) =>
  reportFile.replace(/\.json$/, `-cpu${slowdown}.json`)

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

  async function run(url: string, { reportFile, setUp, cpuSlowdowns }: RunOptions) {
    await prepare(url, setUp)
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
      flags: {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      },
    })
    mkdirSync(path.dirname(reportFile), { recursive: true })
    if (KEEP_ARTIFACTS) {
      const { Trace, DevtoolsLog, URL, GatherContext, SourceMaps } = artifacts
      writeFileSync(
        artifactsFile(reportFile),
        JSON.stringify({
          Trace,
          DevtoolsLog,
          URL,
          GatherContext,
          SourceMaps,
          settings: runnerOptions.resolvedConfig.settings,
        }),
      )
    }
    const results = new Map<number, LighthouseRun>()
    for (const slowdown of cpuSlowdowns) {
      const gathered = runnerOptions.resolvedConfig.settings
      // The runner refuses settings that differ from the gathered ones: both get the slowdown.
      const settings = {
        ...gathered,
        throttling: { ...gathered.throttling, cpuSlowdownMultiplier: slowdown },
      }
      const result = await Runner.audit(
        { ...artifacts, settings },
        { resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: new Map() },
      )
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      writeFileSync(slowdownFile(reportFile, slowdown), JSON.stringify(result.lhr))
      results.set(slowdown, figures(url, result.lhr))
    }
    return results
  }

  return {
    run,
    newPage: () => browser.newPage(),
    close: async () => {
      await browser.disconnect()
      chrome.kill()
    },
  }
}

/** The figures of one audited load. */
function figures(url: string, lhr: Result): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const lcpDetails = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? '')
  const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  )
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details
  const mainThreadByGroup: Record<string, number> = {}
  if (breakdown?.type === 'table') {
    for (const item of breakdown.items) {
      mainThreadByGroup[String(item.group)] = Number(item.duration)
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    mainThreadMs: value('mainthread-work-breakdown'),
    mainThreadByGroup,
    lcpElement: /"nodeLabel":"([^"]*)"/.exec(lcpDetails)?.[1] ?? '?',
    failedAudits,
  }
}
