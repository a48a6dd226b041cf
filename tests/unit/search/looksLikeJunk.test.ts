import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { looksLikeJunk } from '@/search/query/looksLikeJunk'
import { loggedQuery } from '@/search/searchQueryLog'

/**
 * "Co lidé hledají" shows what visitors look for: what scanners send (markup, SQL, template and
 * path probes), runs of one character and pasted tokens are not stored. `loggedQuery` is the
 * storing decision.
 */
const JUNK = [
  "%' or 1=1 --",
  "' OR '1'='1",
  '" or ""="',
  "1' and sleep(5)#",
  "admin'--",
  "x' union select null,null--",
  'UNION ALL SELECT password FROM users',
  "'; drop table users; --",
  '1;waitfor delay 0:0:5',
  'pg_sleep(10)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript://%0aalert(1)',
  '{{7*7}}',
  '${7*7}',
  '`id`',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'http://evil.example/x',
  '&lt;b&gt;tučně&lt;/b&gt;',
  '%3Cscript%3E',
  'a'.repeat(100),
  'aaaa',
  'podpis!!!!',
  '....',
  '-- --',
  '???',
  'x'.repeat(41),
  'podpis ' + 'Q9'.repeat(25),
]

/** The site's own vocabulary, as visitors type it (with the personal-data test's ordinary set). */
const ORDINARY = [
  'elektronický podpis',
  'e-podpis',
  'kvalifikovaný elektronický podpis',
  'Software602',
  '602 XML Filler',
  'datové schránky',
  'archivace dokumentů',
  'ISO 27001:2022',
  'eIDAS 2.0',
  'cena 10000 Kč',
  'sleva 20%',
  'formát PDF/A-3',
  'C# .NET',
  'smlouvy (a) dodatky',
  'webinář 7. 12. 2026',
  'HR digitalizace',
  'časová razítka',
  'co je eIDAS?',
  'podpis "na dálku"',
  'O’Brien',
  'nejneobhospodařovávatelnějšími',
]

describe('the search log keeps no junk', () => {
  it(`refuses ${JUNK.length} probes and junk strings`, () => {
    const stored = JUNK.filter((query) => loggedQuery(query) !== null)
    expect(stored).toEqual([])
  })

  it(`stores ${ORDINARY.length} ordinary queries of the site's vocabulary`, () => {
    const refused = ORDINARY.filter((query) => loggedQuery(query) === null)
    expect(refused).toEqual([])
  })

  it('refuses generated markup, SQL conditions and runs wrapped in ordinary words', () => {
    const word = fc.constantFrom('podpis', 'archiv', 'eidas', 'cena', 'smlouva', '602')
    const tag = fc.constantFrom('script', 'img', 'svg', 'iframe', 'a', 'b')
    const markup = fc.tuple(tag, word).map(([name, text]) => `<${name}>${text}</${name}>`)
    const quote = fc.constantFrom("'", '"', '’', '“')
    const keyword = fc.constantFrom('or', 'OR', 'and', 'union select', 'order by')
    const condition = fc
      .tuple(quote, keyword, fc.nat(99))
      .map(([mark, operator, n]) => `x${mark} ${operator} ${n}=${n}`)
    const run = fc
      .tuple(fc.constantFrom('a', 'z', '!', '.', 'ř', '*'), fc.integer({ min: 4, max: 100 }))
      .map(([character, length]) => character.repeat(length))
    fc.assert(
      fc.property(word, fc.oneof(markup, condition, run), word, (before, junk, after) => {
        expect(looksLikeJunk(`${before} ${junk} ${after}`), `${before} ${junk} ${after}`).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('stores generated queries of ordinary Czech words, numbers and the punctuation people type', () => {
    const word = fc.constantFrom(
      'elektronický',
      'podpis',
      'archivace',
      'smluv',
      'HR',
      'eIDAS',
      'časové',
      'razítko',
      'datová',
      'schránka',
      'PDF/A',
      'e-shop',
      'v',
      'a',
    )
    const ending = fc.constantFrom('', '?', '.', ',', '!')
    // One number at most: several in a row read as a phone number (looksPersonal.test.ts).
    const number = fc.constantFrom('', ' 602', ' 2026', ' 10000 Kč', ' 3.90')
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }),
        number,
        ending,
        (words, n, mark) => {
          const query = `${words.join(' ')}${n}${mark}`
          fc.pre(query.length >= 2)
          expect(loggedQuery(query), query).not.toBeNull()
        },
      ),
      { numRuns: 500 },
    )
  })
})
