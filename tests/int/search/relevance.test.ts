import { beforeAll, describe, expect, it } from 'vitest'

import { siteSearch } from '@/search/siteSearch'

import { testPayload } from '../../support/payload'
import { sandboxForFile } from '../provider/sandboxHarness'
import { buildSearchIndex, searchSql } from './searchFixture'

/**
 * The relevance set: Czech queries as visitors type them (with and without diacritics, inflected,
 * with a typo, unfinished) and the result a person expects among the first three. A query passes
 * when one of its expected addresses is in its top 3; precision@3 is the share of queries that
 * pass. Expected addresses come from the seeded pages (src/seed/content), press releases and job
 * postings, and the sandbox's fixtures (sandbox/fixtures).
 */
const SIGNATURE = ['/elektronicky-podpis', '/co-je-elektronicky-podpis']
const RELEVANCE: Array<{ query: string; expected: string[]; case?: string }> = [
  { query: 'elektronický podpis', expected: SIGNATURE },
  { query: 'elektronicky podpis', expected: SIGNATURE, case: 'no diacritics' },
  { query: 'ELEKTRONICKÝ PODPIS', expected: SIGNATURE, case: 'upper case' },
  { query: 'elektronickým podpisem', expected: SIGNATURE, case: 'inflection' },
  { query: 'podpisem', expected: [...SIGNATURE, '/online-podpis-uvod'], case: 'inflection' },
  { query: 'elektronciky podpis', expected: SIGNATURE, case: 'typo' },
  { query: 'podpis na úřadě', expected: ['/elektronicky-podpis'], case: 'inflection' },
  { query: 'kvalifikovaný elektronický podpis', expected: ['/kvalifikovany-elektronicky-podpis'] },
  { query: 'kvalifikovany podpis', expected: ['/kvalifikovany-elektronicky-podpis'] },
  { query: 'elektronická pečeť', expected: ['/elektronicka-pecet'] },
  { query: 'elektronicke peceti', expected: ['/elektronicka-pecet'], case: 'inflection' },
  { query: 'datové schránky', expected: ['/datove-schranky'] },
  { query: 'datovych schranek', expected: ['/datove-schranky'], case: 'inflection' },
  { query: 'datov', expected: ['/datove-schranky'], case: 'prefix' },
  {
    query: 'archivace hr dokumentů',
    expected: ['/elektronicka-duveryhodna-archivace-hr-dokumentu'],
  },
  {
    query: 'archivaci',
    expected: [
      '/elektronicka-duveryhodna-archivace-hr-dokumentu',
      '/blog/dlouhodoba-archivace-pdf-a',
    ],
    case: 'inflection',
  },
  { query: 'dlouhodobá archivace pdf', expected: ['/blog/dlouhodoba-archivace-pdf-a'] },
  {
    query: 'osobni slozky zamestnancu',
    expected: [
      '/elektronicka-osobni-slozka-zamestnance',
      '/blog/elektronicka-osobni-slozka-zamestnance',
    ],
    case: 'inflection',
  },
  {
    query: 'časové razítko',
    expected: [
      '/casova-razitka',
      '/casova-razitka-pro-firmy',
      '/casova-razitka-pro-verejnou-spravu',
    ],
    case: 'inflection',
  },
  { query: 'kvalifikované uchov', expected: ['/kvalifikovane-uchovani-dokumentu'], case: 'prefix' },
  { query: 'co je eidas', expected: ['/co-je-eidas'] },
  { query: 'evropská peněženka', expected: ['/blog/eidas-2-a-evropska-penezenka'] },
  { query: 'vidimace', expected: ['/vidimace-elektronicke-uredni-desky'] },
  {
    query: 'úřední deska',
    expected: ['/blog/obce-a-uredni-deska-online', '/vidimace-elektronicke-uredni-desky'],
  },
  { query: 'formuláře bez papíru', expected: ['/blog/formulare-bez-papiru'] },
  { query: 'form flow', expected: ['/form-flow'] },
  { query: 'czech point', expected: ['/nase-prace/czech-point'] },
  { query: 'pojišťovna', expected: ['/nase-prace/pojistovna-vltava'] },
  { query: 'smlouvy s odběrateli', expected: ['/nase-prace/energie-vysocina'], case: 'inflection' },
  { query: 'typescript vývojář', expected: ['/kariera/senior-typescript-vyvojar'] },
  {
    query: 'signer získal certifikaci',
    expected: ['/pro-media/signer-ziskal-certifikaci-pro-verejnou-spravu'],
  },
  {
    query: 'konference digitalizace hr',
    expected: [
      '/udalosti/konference-digitalizace-hr',
      '/pro-media/konference-digitalizace-hr-2026',
    ],
  },
  { query: 'vecerni golf', expected: ['/vecerni-golf', '/udalosti/vecerni-golf'] },
  { query: 'microsoft 365', expected: ['/integrace-ms-365'] },
  { query: 'ceník sofa', expected: ['/sofa-tarify'] },
  { query: 'konzultace zdarma', expected: ['/konzultace'] },
  { query: 'etický kodex', expected: ['/ethical-codex'] },
  { query: 'výroční zpráva', expected: ['/annual-report'] },
  { query: 'e-token', expected: ['/e-token'] },
  {
    query: 'schvalování faktur',
    expected: ['/nase-prace/logistika-brno', '/udalosti/zaznamy/sofa-schvalovani-faktur'],
  },
  { query: 'secusign', expected: ['/secusign'] },
  { query: 'signer roční licence', expected: ['/eshop'] },
]

describe('search relevance (Czech)', () => {
  const sandbox = sandboxForFile()

  beforeAll(async () => {
    const payload = await testPayload()
    const built = await buildSearchIndex(payload, sandbox.url())
    expect(built.cms).toBeGreaterThan(60)
  }, 300_000)

  it(`finds the expected result in the top 3 for at least 90 % of ${RELEVANCE.length} queries`, async () => {
    const db = searchSql(await testPayload())
    const failures: string[] = []
    for (const { query, expected, case: kind } of RELEVANCE) {
      const { results } = await siteSearch(db, { query, limit: 3 })
      const top = results.map(({ url }) => url)
      if (process.env.SEARCH_RELEVANCE_VERBOSE) console.info(`„${query}“ → ${top.join(', ')}`)
      if (!top.some((url) => expected.includes(url))) {
        failures.push(
          `  „${query}“${kind ? ` (${kind})` : ''}: čekáno ${expected.join(' | ')}, nalezeno ${top.join(', ') || 'nic'}`,
        )
      }
    }
    const precision = (RELEVANCE.length - failures.length) / RELEVANCE.length
    console.info(
      `[search] precision@3 = ${precision.toFixed(3)} (${RELEVANCE.length - failures.length}/${RELEVANCE.length})` +
        (failures.length ? `\n[search] chyby:\n${failures.join('\n')}` : ''),
    )
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(30)
    expect(precision, failures.join('\n')).toBeGreaterThanOrEqual(0.9)
  })
})
