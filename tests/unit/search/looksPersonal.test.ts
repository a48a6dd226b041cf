import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { looksPersonal } from '@/lib/search/looksPersonal'
import { loggedQuery } from '@/search/searchQueryLog'

/**
 * What visitors type into search reaches the dashboard's "Co lidé hledají" only when it holds no
 * e-mail address or phone number, however it is spelled. `loggedQuery` is the storing decision
 * (normalisation, then looksPersonal).
 */
const FULL_WIDTH_OFFSET = 0xfee0
const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + FULL_WIDTH_OFFSET))

const PERSONAL = [
  // e-mail addresses, written
  'jan.novak@seznam.cz',
  'JAN.NOVAK@SEZNAM.CZ',
  'jan.novak @ seznam.cz',
  'jan.novak@ seznam . cz',
  'jan.novak＠seznam.cz',
  'jan.novak﹫seznam.cz',
  fullWidth('jan.novak@seznam.cz'),
  'jan.novak\u200B@\u200Bseznam.cz',
  'jan.novak\u00A0@\u00A0seznam.cz',
  'jan.novak&#64;seznam.cz',
  'jan.novak%40seznam.cz',
  'novak@firma',
  'kontakt na jana novak@firma.cz prosím',
  // e-mail addresses, spelled out
  'jan.novak(at)seznam.cz',
  'jan.novak (at) seznam.cz',
  'jan.novak[at]seznam.cz',
  'jan.novak {at} seznam.cz',
  'jan.novak<at>seznam.cz',
  'jan.novak AT seznam DOT cz',
  'jan.novak at seznam dot cz',
  'petr [at] firma [dot] cz',
  'petr (AT) firma (DOT) cz',
  'petr-at-firma-dot-cz',
  'petr_at_firma_dot_cz',
  'petr(a)firma.cz',
  'petr [a] firma.cz',
  'petr zavináč firma tečka cz',
  'petr ZAVINÁČ firma TEČKA cz',
  'petr (zavinac) firma (tecka) cz',
  'petr[zavináč]firma[tečka]cz',
  'petr at firma [.] cz',
  'petr(at)firma(.)cz',
  'ｐｅｔｒ　ａｔ　ｆｉｒｍａ　ｄｏｔ　ｃｚ',
  'petr.svoboda at posta.firma dot co dot uk',
  // phone numbers
  '601123456',
  '601 123 456',
  '+420 601 123 456',
  '00420601123456',
  '(+420) 601-123-456',
  '601–123–456',
  '601 — 123 — 456',
  '601‑123‑456',
  '601−123−456',
  '601_123_456',
  '601.123.456',
  '601/123/456',
  '60 11 23 456',
  '６０１ １２３ ４５６',
  '６０１１２３４５６',
  '⁶⁰¹¹²³⁴⁵⁶',
  '601\u2009123\u2009456',
  '601\u00A0123\u00A0456',
  '601\u200B123\u200B456',
  'tel. 601 123 456 novák',
  'volejte +420 601 123 456',
]

const ORDINARY = [
  'elektronický podpis',
  'e-podpis',
  'E-podpis 602',
  '602 XML',
  '602 XML Filler',
  'Software602',
  'datové schránky',
  'archivace 2026',
  'ISO 27001',
  'ISO 27001:2022',
  'eIDAS 2.0',
  'verze 3.90.2',
  'Windows 10 a 11',
  'cena 1 990 Kč',
  'webinář 7. 12. 2026',
  'digitalizace HR',
  'kvalifikovaná časová razítka',
  'at home',
  'tečka za větou',
  'smlouvy (a) dodatky',
  'podpis a pečeť',
  'formát PDF/A-3',
  'C# .NET',
]

describe('the search log keeps no personal data', () => {
  it(`refuses ${PERSONAL.length} spellings of e-mail addresses and phone numbers`, () => {
    expect(PERSONAL.length).toBeGreaterThanOrEqual(40)
    const stored = PERSONAL.filter((query) => loggedQuery(query) !== null)
    expect(stored).toEqual([])
  })

  it(`stores ${ORDINARY.length} ordinary Czech queries`, () => {
    const refused = ORDINARY.filter((query) => loggedQuery(query) === null)
    expect(refused).toEqual([])
  })

  it('refuses generated e-mail addresses in random spellings', () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/)
    const at = fc.constantFrom(
      '@',
      '＠',
      '﹫',
      '&#64;',
      ' @ ',
      '(at)',
      ' (at) ',
      '[at]',
      ' [ at ] ',
      '{at}',
      '<at>',
      ' at ',
      '-at-',
      '_at_',
      '(a)',
      ' zavináč ',
      '(zavináč)',
      ' zavinac ',
      '[zavináč]',
    )
    const dot = fc.constantFrom(
      '.',
      ' . ',
      '(dot)',
      ' [dot] ',
      ' dot ',
      '-dot-',
      '_dot_',
      ' tečka ',
      '(tečka)',
      '[.]',
      '(.)',
    )
    const caseOf = fc.constantFrom('lower', 'upper', 'title')
    const recase = (text: string, mode: string) =>
      mode === 'upper'
        ? text.toUpperCase()
        : mode === 'title'
          ? text.replace(/(^|\s)\S/g, (c) => c.toUpperCase())
          : text
    const email = fc
      .record({
        local: fc.array(name, { minLength: 1, maxLength: 3 }),
        localDot: fc.constantFrom('.', '_', '-'),
        at,
        domain: fc.array(name, { minLength: 1, maxLength: 2 }),
        dot,
        tld: fc.constantFrom('cz', 'sk', 'com', 'eu', 'info', 'de'),
        mode: caseOf,
        wide: fc.boolean(),
        around: fc.constantFrom(['', ''], ['kontakt ', ''], ['', ' prosím'], ['napište ', ' dík']),
      })
      .map(({ local, localDot, at, domain, dot, tld, mode, wide, around }) => {
        const address = `${local.join(localDot)}${at}${domain.join(dot)}${dot}${tld}`
        const spelled = recase(address, mode)
        return `${around[0]}${wide ? fullWidth(spelled) : spelled}${around[1]}`
      })
    fc.assert(
      fc.property(email, (query) => {
        expect({ query, stored: loggedQuery(query) }).toEqual({ query, stored: null })
      }),
      { numRuns: 500 },
    )
  })

  it('refuses generated phone numbers in random spellings', () => {
    const separator = fc.constantFrom(
      '',
      ' ',
      '-',
      '–',
      '—',
      '‑',
      '−',
      '_',
      '.',
      '/',
      '\u00A0',
      '\u2009',
      '\u200B',
      ' - ',
      ' – ',
    )
    const phone = fc
      .record({
        digits: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
        prefix: fc.constantFrom('', '+420 ', '+420', '00420', '(+420) ', '+421 '),
        grouping: fc.constantFrom<number[]>(
          [3, 3, 3],
          [3, 2, 2, 2],
          [2, 2, 2, 3],
          [9],
          [1, 1, 1, 1, 1, 1, 1, 1, 1],
        ),
        separator,
        wide: fc.boolean(),
        around: fc.constantFrom(['', ''], ['tel. ', ''], ['', ' novák'], ['volejte ', ' večer']),
      })
      .map(({ digits, prefix, grouping, separator, wide, around }) => {
        let rest = digits.join('')
        const groups: string[] = []
        for (const size of grouping) {
          groups.push(rest.slice(0, size))
          rest = rest.slice(size)
        }
        const number = `${prefix}${groups.join(separator)}`
        return `${around[0]}${wide ? fullWidth(number) : number}${around[1]}`
      })
    fc.assert(
      fc.property(phone, (query) => {
        expect({ query, stored: loggedQuery(query) }).toEqual({ query, stored: null })
      }),
      { numRuns: 500 },
    )
  })

  it('reads every spelling in one canonical form, whatever its case', () => {
    expect(looksPersonal('Jan.Novak (AT) Seznam (DOT) CZ')).toBe(true)
    expect(looksPersonal('e-podpis 602')).toBe(false)
  })
})
