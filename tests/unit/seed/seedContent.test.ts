import { describe, expect, it } from 'vitest'

import { validatePagePath } from '@collections/Pages'

import { allPages } from '@/seed/content'
import { richText } from '@/seed/richText'

/** Every content route of spec section 2 that this site serves as a CMS page. */
const specRoutes = [
  'gdpr',
  'gdpr-signer',
  'gdpr-602key',
  'en/legal-clause',
  'obchodni-podminky',
  'eula',
  'eula-602key',
  'o-602',
  'annual-report',
  'for-investors',
  'ethical-codex',
  'vecerni-golf',
  'csr',
  'certifikace',
  'sofa-digital-archive',
  'sofa-archiv',
  'sofa-signpoint',
  'sofa-integration-crossing',
  'sofa-integration-others',
  'sofa-agenda',
  'signer',
  'online-podpis-uvod',
  'casova-razitka',
  'casova-razitka-pro-firmy',
  'casova-razitka-pro-verejnou-spravu',
  'kvalifikovane-uchovani-dokumentu',
  'co-je-eidas',
  'e-token',
  'co-je-elektronicky-podpis',
  'kvalifikovane-overovani-dokumentu',
  'elektronicke-podepisovani-smluv',
  'certifikat',
  'dokumentace',
  'partneri',
  'stante-se-partnerem',
  'neziskove-organizace',
  'formapps-designer-pro-klienty',
  'sofa/funkce/oblibene-polozky',
  'sofa-konference',
  'narodni-pripadova-studie',
  'online-podpis-faq',
  'sofa-faq',
  'faqs',
  'sofa-news-44',
  'sofa-news-45',
  'sofa-news-46',
  'sofa-news-47',
  'sofa-news-48',
  'novinky-v-aplikaci-sofa-50',
  'novinky-v-aplikaci-sofa-51',
  'novinky-v-aplikaci-sofa-52',
  'novinky-v-aplikaci-sofa-53',
  'novinky',
  'kontakt',
  'konzultace',
  'sofa-tarify',
  'registrace-na-udalost',
  'nocni-golf-registrace',
  'digitalizace-HR-registrace',
  'sunset-party-2025/registrace',
  'potvrzeni-rezervace-online-ukazka-aplikace-sofa',
  'potvrzeni-rezervace',
  'potvrzeni',
  'potvrzeni-obecne',
  'potvrzeni-registrace-na-konferenci',
  'potvrzeni-registrace-konference-elpodpis',
  'udalosti/digitalni-transformace-ve-stavebnictvi-potvrzeni-registrace',
  'potvrzeni-odberu-newsletteru',
  // Plain site paths linked from menus and footer.
  'elektronicky-podpis',
  'integrace-kvalifikovaneho-elektronickeho-podpisu',
  'elektronicky-podpis-pracovnich-smluv-se-zamestnanci',
  'elektronicke-autorizacni-razitko',
  'integrace-duveryhodneho-archivu',
  'sofa',
  'signer-pro-verejnou-spravu',
  'secusign',
  'eidas',
  'elektronicka-pecet',
  'kvalifikovany-elektronicky-podpis',
  'automaticka-distribuce-hr-dokumentu',
  'digitalni-zmenove-a-zadankove-procesy-pro-hr',
  'elektronicka-osobni-slozka-zamestnance',
  'elektronicka-duveryhodna-archivace-hr-dokumentu',
  'integrace-s-hr-systemy-pro-efektivni-spravu-dokumentu',
  'datove-schranky',
  'digitalizace-hr',
  'integrace-ms-365',
  'formularove-technologie',
  'form-flow',
  'form-filler',
  'key',
  'long-term-docs',
  'vidimace-elektronicke-uredni-desky',
]

describe('seed content', () => {
  const paths = allPages.map((page) => page.path)

  it('has a page for every content route and plain site path of the spec', () => {
    expect(specRoutes.filter((route) => !paths.includes(route))).toEqual([])
  })

  it('has unique, valid paths', () => {
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(validatePagePath(path), path).toBe(true)
  })

  it('is real content: a lead on every page, no placeholders', () => {
    for (const page of allPages) {
      expect(page.lead, page.path).toBeTruthy()
      expect(JSON.stringify(page), page.path).not.toMatch(/lorem|ipsum|TODO|TBD|xxx/i)
    }
  })

  it('links only to seeded pages, routes of other parts of the site, or full addresses', () => {
    const otherRoutes = ['/blog', '/nase-prace', '/udalosti', '/pro-media', '/kariera', '/eshop']
    const links =
      JSON.stringify(allPages).match(/"to":"[^"]+"|\]\((\/[^)]*|https?:[^)]*|mailto:[^)]*)\)/g) ??
      []
    for (const raw of links) {
      const target = raw.replace(/^"to":"|"$|^\]\(|\)$/g, '')
      if (/^(https?:|mailto:|tel:)/.test(target)) continue
      const [path = ''] = target.split('#')
      const known =
        path === '/' ||
        paths.includes(path.slice(1)) ||
        otherRoutes.some((route) => path === route || path.startsWith(`${route}/`))
      expect(known, target).toBe(true)
    }
  })
})

describe('seed rich text', () => {
  it('builds headings, lists, links and bold text', () => {
    const state = richText('## Nadpis\n\n- **Tučně** a [odkaz](/gdpr)\n- druhá\n\n1. první')
    const [heading, bullets, numbers] = state.root.children as Array<Record<string, unknown>>
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2' })
    expect(bullets).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul' })
    expect(numbers).toMatchObject({ type: 'list', listType: 'number', tag: 'ol' })
    const firstItem = (bullets!.children as Array<{ children: Array<Record<string, unknown>> }>)[0]!
    expect(firstItem.children[0]).toMatchObject({ type: 'text', text: 'Tučně', format: 1 })
    expect(firstItem.children[2]).toMatchObject({
      type: 'link',
      fields: { linkType: 'custom', url: '/gdpr', newTab: false },
    })
  })
})
