import { describe, expect, it } from 'vitest'

import {
  providerImagePath,
  providerImageSources,
  readProviderImagePath,
} from '@/lib/media/providerImageAddress'

const secret = 'a-secret-of-at-least-thirty-two-characters!'
const source = 'https://cdn.example.cz/images/blog/podpis.png'

/** The route's two path segments of an address. */
const segments = (path: string) => path.split('/').slice(2) as [string, string]

describe('provider image addresses', () => {
  it('name the source and width the site signed', () => {
    const [width, signed] = segments(providerImagePath(secret, source, 640))
    expect(readProviderImagePath(secret, width, signed)).toEqual({ source, width: 640 })
    // any of the fixed widths may be asked for the same signed source
    expect(readProviderImagePath(secret, '320', signed)).toEqual({ source, width: 320 })
  })

  it('refuse what the site did not issue', () => {
    const [width, signed] = segments(providerImagePath(secret, source, 640))
    const [encoded, signature] = signed.split('.') as [string, string]
    const other = Buffer.from('http://169.254.169.254/latest/meta-data').toString('base64url')
    expect(readProviderImagePath(secret, width, `${other}.${signature}`)).toBeNull()
    expect(
      readProviderImagePath('another-secret-of-thirty-two-characters', width, signed),
    ).toBeNull()
    expect(readProviderImagePath(secret, '641', signed)).toBeNull()
    expect(readProviderImagePath(secret, width, encoded)).toBeNull()
    expect(readProviderImagePath(secret, width, `${signed}.x`)).toBeNull()
    expect(readProviderImagePath(secret, width, `${encoded}.${signature.slice(1)}`)).toBeNull()
  })

  it('refuse other spellings of an address the site issued (the base64url decoder is lenient)', () => {
    const [width, signed] = segments(providerImagePath(secret, source, 640))
    const [encoded, signature] = signed.split('.') as [string, string]
    for (const spelling of [
      `${signed}=`,
      `${signed}!`,
      `${encoded}=.${signature}`,
      `${encoded}.${signature.slice(0, 10)}*${signature.slice(10)}`,
      `${encoded}.${signature}${'A'}`,
    ]) {
      expect(readProviderImagePath(secret, width, spelling), spelling).toBeNull()
    }
    expect(readProviderImagePath(secret, `0${width}`, signed)).toBeNull()
  })

  it('offer every fixed width up to the first of twice the shown width, the fallback at least as wide', () => {
    const card = providerImageSources(secret, source, 640)
    expect(card.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '160w',
      '320w',
      '640w',
      '800w',
      '960w',
      '1280w',
    ])
    expect(segments(card.src)[0]).toBe('640')
    // a logo shown 140 px wide: 2× screens need 280 px, which only the 320 copy covers
    const logo = providerImageSources(secret, source, 140)
    expect(logo.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '160w',
      '320w',
    ])
    const avatar = providerImageSources(secret, source, 40)
    expect(avatar.srcSet).toMatch(/^\/provider-image\/160\/\S+ 160w$/)
    expect(segments(avatar.src)[0]).toBe('160')
    expect(segments(providerImageSources(secret, source, 3000).src)[0]).toBe('1920')
  })
})
