import { describe, expect, it } from 'vitest'

import { addToCartEvent, pushDataLayer, SHOP_BRAND } from '@/lib/analytics/dataLayer'
import { parseConsent } from '@/lib/consent/consentStorage'
import {
  REPORTING,
  scrubPersonalData,
  tracePropagationTargets,
} from '@/lib/errorReporting/reportingOptions'
import { useGlobalError } from '@/lib/globalError/globalErrorStore'
import { readBuildId } from '@/lib/version/versionWatch'

describe('data layer', () => {
  it('does nothing on the server', () => {
    expect(() => pushDataLayer({ event: 'signer_interest' })).not.toThrow()
  })

  it('builds add-to-cart with the shop brand 602', () => {
    expect(addToCartEvent({ item_id: '3', item_name: 'SOFA', price: 990, quantity: 1 })).toEqual({
      event: 'add-to-cart',
      ecommerce: {
        currency: 'CZK',
        value: 990,
        items: [{ item_id: '3', item_name: 'SOFA', price: 990, quantity: 1, item_brand: '602' }],
      },
    })
    expect(SHOP_BRAND).toBe('602')
  })
})

describe('stored consent', () => {
  it('is read back with its date', () => {
    const raw = JSON.stringify({ analytics: true, marketing: false, date: '2026-11-21T10:00:00Z' })
    expect(parseConsent(raw)).toEqual({
      analytics: true,
      marketing: false,
      date: '2026-11-21T10:00:00Z',
    })
  })

  it.each([null, '', 'nonsense', '{"analytics":true}', '{"analytics":1,"marketing":0,"date":"x"}'])(
    'asks again for %j',
    (raw) => {
      expect(parseConsent(raw)).toBeNull()
    },
  )
})

describe('version info', () => {
  it('reads the build id from c', () => {
    expect(readBuildId({ c: 'abc123' })).toBe('abc123')
    expect(() => readBuildId({ v: 'abc' })).toThrow()
    expect(() => readBuildId({ c: '' })).toThrow()
  })
})

describe('error reporting settings', () => {
  it('follow spec 9', () => {
    expect(REPORTING).toEqual({
      tracesSampleRate: 1,
      idleTimeoutMs: 2000,
      maxBreadcrumbs: 100,
      stackFrames: 50,
    })
  })

  it('propagate traces only to same-origin paths and the given hosts', () => {
    const targets = tracePropagationTargets(['https://api.602.cz/base', 'http://127.0.0.1:4010'])
    const matches = (url: string) =>
      targets.some((target) =>
        typeof target === 'string' ? url.includes(target) : target.test(url),
      )
    expect(matches('/api/pages')).toBe(true)
    expect(matches('https://api.602.cz/webinar')).toBe(true)
    expect(matches('http://127.0.0.1:4010/send-form')).toBe(true)
    expect(matches('//evil.example/x')).toBe(false)
    expect(matches('https://api.602.cz.evil.example/x')).toBe(false)
    expect(matches('https://www.googletagmanager.com/gtm.js')).toBe(false)
  })

  it('never send form data, cookies or the user', () => {
    const event = scrubPersonalData({
      user: { email: 'jana@example.cz' },
      request: { url: '/kontakt', data: { email: 'jana@example.cz' }, cookies: { a: 'b' } },
    })
    expect(JSON.stringify(event)).not.toContain('jana@example.cz')
    expect(event.request).toEqual({ url: '/kontakt' })
  })
})

describe('global error state', () => {
  it('holds error and errorDescription until cleared', () => {
    useGlobalError.getState().setError('Network Error', 'Platba byla zamítnuta.')
    expect(useGlobalError.getState()).toMatchObject({
      error: 'Network Error',
      errorDescription: 'Platba byla zamítnuta.',
    })
    useGlobalError.getState().clearError()
    expect(useGlobalError.getState().error).toBeNull()
  })
})
