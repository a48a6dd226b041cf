import { describe, expect, it } from 'vitest'

import { validatePagePath } from '@collections/Pages'

import { pagePathOfSegments, urlOfPagePath } from '@/lib/routes/pagePath'
import { safeSitePath } from '@/lib/routes/safeSitePath'

describe('page paths', () => {
  it('maps URL segments to stored paths and back', () => {
    expect(pagePathOfSegments(undefined)).toBe('home')
    expect(pagePathOfSegments(['sofa', 'funkce', 'oblibene-polozky'])).toBe(
      'sofa/funkce/oblibene-polozky',
    )
    expect(urlOfPagePath('home')).toBe('/')
    expect(urlOfPagePath('en/legal-clause')).toBe('/en/legal-clause')
  })

  it('accepts the spec routes and refuses what would clash with the application', () => {
    for (const path of ['gdpr', 'digitalizace-HR-registrace', 'sunset-party-2025/registrace']) {
      expect(validatePagePath(path), path).toBe(true)
    }
    for (const path of ['', '/gdpr', 'gdpr/', 'čeština', 'admin', 'api/pages', 'next/preview']) {
      expect(validatePagePath(path), path).not.toBe(true)
    }
  })

  it('refuses a path a code route answers, naming the route in Czech', () => {
    expect(validatePagePath('blog')).toBe(
      'Cestu /blog obsluhuje aplikace (blog), stránka by se nikdy nezobrazila. Zvolte jinou cestu.',
    )
    expect(validatePagePath('home')).toMatch(/úvodní stránka/)
    expect(validatePagePath('eshop/akce')).toMatch(/e-shop/)
    expect(validatePagePath('udalosti/novy-webinar')).toMatch(/události/)
    expect(validatePagePath('potvrzeni-schuzky-jan-novak')).toMatch(/potvrzení schůzky/)
    // Pages that a code route hands to the page renderer, and paths that only look similar.
    expect(
      validatePagePath('udalosti/digitalni-transformace-ve-stavebnictvi-potvrzeni-registrace'),
    ).toBe(true)
    expect(validatePagePath('blogy')).toBe(true)
    expect(validatePagePath('potvrzeni-rezervace')).toBe(true)
  })

  it('only ever sends the preview to a path on this site', () => {
    expect(safeSitePath('/gdpr')).toBe('/gdpr')
    expect(safeSitePath('//evil.example')).toBe('/')
    expect(safeSitePath('/\\evil.example')).toBe('/')
    expect(safeSitePath('https://evil.example')).toBe('/')
    expect(safeSitePath(null)).toBe('/')
  })
})
