import fc from 'fast-check'
import { afterAll, describe, expect, it, vi } from 'vitest'

import {
  generateSearchDescription,
  generateSearchTitle,
  generateSearchUrl,
} from '@/lib/seo/searchResultGenerators'
import {
  shortDescription,
  titleWithCompanyName,
  titleWithoutCompanyName,
} from '@/lib/seo/searchResultText'
import { seoLengths } from '@/lib/seo/seoLengths'
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '@/lib/site'

// env() is parsed on first use, after these.
vi.stubEnv('DATABASE_URL', 'postgres://test:test@127.0.0.1:1/test')
vi.stubEnv('PAYLOAD_SECRET', 'x'.repeat(40))
vi.stubEnv('SITE_URL', 'https://www.software602.cz')
afterAll(() => {
  vi.unstubAllEnvs()
})

type GeneratorArgs = Parameters<typeof generateSearchTitle>[0]
const forPage = (doc: object) => ({ doc, collectionConfig: { slug: 'pages' } }) as GeneratorArgs
const forHomepage = (doc: object = {}) =>
  ({ doc, globalConfig: { slug: 'homepage' } }) as GeneratorArgs

describe('what the SEO tab generates and previews is what the site renders', () => {
  it('a page: its name with the company name, its lead, its canonical address', async () => {
    const page = {
      title: 'Elektronický podpis',
      path: 'sofa/funkce',
      hero: { lead: 'Krátký perex.' },
    }
    expect(await generateSearchTitle(forPage(page))).toBe('Elektronický podpis | Software602')
    expect(await generateSearchDescription(forPage(page))).toBe('Krátký perex.')
    expect(await generateSearchUrl(forPage(page))).toBe('https://www.software602.cz/sofa/funkce')
  })

  it('the homepage: the layout’s title and description, and the origin with a slash', async () => {
    expect(await generateSearchTitle(forHomepage())).toBe(DEFAULT_TITLE)
    expect(await generateSearchDescription(forHomepage())).toBe(DEFAULT_DESCRIPTION)
    expect(await generateSearchUrl(forHomepage({ path: 'kontakt' }))).toBe(
      'https://www.software602.cz/',
    )
  })

  it('an unsaved page without a name or lead generates nothing rather than crashing', async () => {
    expect(await generateSearchTitle(forPage({}))).toBe('')
    expect(await generateSearchDescription(forPage({ hero: null }))).toBe('')
  })
})

describe('search-result text', () => {
  it('og:title gets back the page’s own name from any stored whole title', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(titleWithoutCompanyName(titleWithCompanyName(name))).toBe(name)
      }),
      { numRuns: 1000 },
    )
    expect(titleWithoutCompanyName('Vlastní titulek bez firmy')).toBe('Vlastní titulek bez firmy')
  })

  it('a generated description fits the meter and the server limit and starts the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zčřžý,.]{1,30}$/), { maxLength: 60 }),
        (words) => {
          const text = words.join(' ')
          const short = shortDescription(text)
          expect(short.length).toBeLessThanOrEqual(seoLengths.description.shown.max)
          if (text.length <= seoLengths.description.shown.max) expect(short).toBe(text)
          else expect(text.startsWith(short.slice(0, -1))).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('the server accepts the old 70-character name with the company name', () => {
    expect(titleWithCompanyName('x'.repeat(70)).length).toBe(seoLengths.title.max)
  })
})
