import { describe, expect, it } from 'vitest'

import { resolveLink } from '@/lib/links/resolveLink'

describe('resolveLink', () => {
  it('turns a populated page reference into its URL, with an optional anchor', () => {
    expect(resolveLink({ type: 'page', page: { path: 'gdpr' }, label: 'GDPR' })).toEqual({
      href: '/gdpr',
      label: 'GDPR',
      newTab: false,
    })
    expect(
      resolveLink({ type: 'page', page: { path: 'faqs' }, hash: 'podpis', label: 'FAQ' }),
    ).toMatchObject({ href: '/faqs#podpis' })
    expect(resolveLink({ type: 'page', page: { path: 'home' }, label: 'Domů' })?.href).toBe('/')
  })

  it('hides a link to a page the visitor cannot see (only its id came back)', () => {
    expect(resolveLink({ type: 'page', page: 42, label: 'Koncept' })).toBeNull()
    expect(resolveLink({ type: 'page', page: null, label: 'Smazaná' })).toBeNull()
  })

  it('opens external addresses in a new tab, site paths only when asked', () => {
    expect(resolveLink({ type: 'url', url: 'https://example.cz', label: 'Jinde' })?.newTab).toBe(
      true,
    )
    expect(resolveLink({ type: 'path', path: '/blog', label: 'Blog' })).toEqual({
      href: '/blog',
      label: 'Blog',
      newTab: false,
    })
    expect(resolveLink({ type: 'path', path: '/gdpr', label: 'GDPR', newTab: true })?.newTab).toBe(
      true,
    )
    expect(
      resolveLink({ type: 'url', url: 'mailto:info@example.cz', label: 'E-mail' })?.newTab,
    ).toBe(false)
  })

  it('uses the fallback label and drops links without any text or target', () => {
    expect(resolveLink({ type: 'path', path: '/kontakt' }, 'Kontakt')?.label).toBe('Kontakt')
    expect(resolveLink({ type: 'path', path: '/kontakt' })).toBeNull()
    expect(resolveLink({ type: 'path', path: '', label: 'Nikam' })).toBeNull()
    expect(resolveLink(null)).toBeNull()
  })
})
