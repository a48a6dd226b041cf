import { describe, expect, it } from 'vitest'

import { bannerKey, hasEnded } from '@/components/InfoBanner/bannerState'
import {
  BANNER_CLOSED_ATTRIBUTE,
  bannerScriptData,
  CLOSED_BANNER_STORAGE_KEY,
  HIDE_CLOSED_BANNER_SCRIPT,
} from '@/lib/preHydration/infoBannerScript'

/** The inline script's element: `data-*` attributes as the browser's `dataset` gives them. */
function scriptElement(key: string, endsAt: number | null) {
  const dataset = Object.fromEntries(
    Object.entries(bannerScriptData(key, endsAt)).map(([name, value]) => [
      name.slice('data-'.length).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  )
  return { dataset }
}

/** Runs the inline script, rendered for `key` and `endsAt`, against a fake document and storage. */
function runScript([key, endsAt]: [string, number | null], stored: string | null, now: number) {
  const attributes = new Map<string, string>()
  const context = {
    localStorage: {
      getItem: (name: string) => (name === CLOSED_BANNER_STORAGE_KEY ? stored : null),
    },
    document: {
      currentScript: scriptElement(key, endsAt),
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
    Date: { now: () => now },
  }
  new Function('localStorage', 'document', 'Date', HIDE_CLOSED_BANNER_SCRIPT)(
    context.localStorage,
    context.document,
    context.Date,
  )
  return attributes.has(BANNER_CLOSED_ATTRIBUTE)
}

describe('info banner state', () => {
  it('gives a new announcement a new key', () => {
    expect(bannerKey(['Konference', '/registrace'])).toBe(bannerKey(['Konference', '/registrace']))
    expect(bannerKey(['Konference', '/registrace'])).not.toBe(bannerKey(['Webinář', '/registrace']))
  })

  it('hides the banner the visitor closed, and only that one', () => {
    const key = bannerKey(['Konference'])
    expect(runScript([key, null], key, 0)).toBe(true)
    expect(runScript([key, null], 'jiny-klic', 0)).toBe(false)
    expect(runScript([key, null], null, 0)).toBe(false)
  })

  it('hides the banner after its end date, on the server and in the browser', () => {
    const end = Date.UTC(2030, 4, 23)
    expect(runScript(['k', end], null, end + 1)).toBe(true)
    expect(runScript(['k', end], null, end - 1)).toBe(false)
    expect(hasEnded(end, end + 1)).toBe(true)
    expect(hasEnded(end, end - 1)).toBe(false)
    expect(hasEnded(null)).toBe(false)
  })
})
