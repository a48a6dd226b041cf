import { describe, expect, it } from 'vitest'

import {
  BANNER_CLOSED_ATTRIBUTE,
  bannerKey,
  CLOSED_BANNER_STORAGE_KEY,
  hasEnded,
  hideClosedBannerScript,
} from '@/components/InfoBanner/bannerState'

/** Runs the inline script against a fake document and storage. */
function runScript(script: string, stored: string | null, now: number) {
  const attributes = new Map<string, string>()
  const context = {
    localStorage: { getItem: (key: string) => (key === CLOSED_BANNER_STORAGE_KEY ? stored : null) },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
    Date: { now: () => now },
  }
  new Function('localStorage', 'document', 'Date', script)(
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
    expect(runScript(hideClosedBannerScript(key, null), key, 0)).toBe(true)
    expect(runScript(hideClosedBannerScript(key, null), 'jiny-klic', 0)).toBe(false)
    expect(runScript(hideClosedBannerScript(key, null), null, 0)).toBe(false)
  })

  it('hides the banner after its end date, on the server and in the browser', () => {
    const end = Date.UTC(2030, 4, 23)
    expect(runScript(hideClosedBannerScript('k', end), null, end + 1)).toBe(true)
    expect(runScript(hideClosedBannerScript('k', end), null, end - 1)).toBe(false)
    expect(hasEnded(end, end + 1)).toBe(true)
    expect(hasEnded(end, end - 1)).toBe(false)
    expect(hasEnded(null)).toBe(false)
  })
})
