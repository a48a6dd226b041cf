/**
 * Whether a search query may hold personal data (an e-mail address or a phone number): such
 * queries are never written to the search log ("Co lidé hledají" in the admin).
 *
 * People write addresses and numbers many ways, so the query is first brought to one spelling
 * (`canonicalForm`): Unicode NFKC (full-width `＠` and digits, ligatures, superscripts), lower
 * case without diacritics, every dash a `-`, every space a space. Then the spelled-out forms of
 * `@` and `.` become the characters ("at", "zavináč", "(a)", "dot", "tečka", in brackets,
 * parentheses, between spaces, hyphens or underscores, any case), and the spaces around them go.
 * Refusing an ordinary query only leaves it out of the statistics; storing an address would keep
 * personal data nobody asked for, so the patterns lean towards refusing.
 */

/** Anything a person may put between the groups of a phone number. */
const PHONE_SEPARATOR = String.raw`[\s.\-/_()\[\]]`
/** Nine or more digits (a Czech number; +420 or 00420 before it), up to 3 separators apart. */
const PHONE = new RegExp(String.raw`\p{Nd}(?:${PHONE_SEPARATOR}{0,3}\p{Nd}){8,}`, 'u')

/** What a mailbox name and a domain are made of, once the spelling is canonical. */
const LOCAL = String.raw`[\p{L}\p{N}._%+\-]+`
const LABEL = String.raw`[\p{L}\p{N}\-]+`
/** A written `@` between two names is an address even without a top-level domain. */
const LITERAL_EMAIL = new RegExp(String.raw`${LOCAL}@${LABEL}`, 'u')
/** A spelled-out one (`jan at firma dot cz`) needs the whole shape, dot and top-level domain. */
const SPELLED_EMAIL = new RegExp(String.raw`${LOCAL}@${LABEL}(?:\.${LABEL})*\.\p{L}{2,}`, 'u')

const OPEN = String.raw`[\s(\[{<_\-]*`
const CLOSE = String.raw`[\s)\]}>_\-]*`
/** A word standing alone: no letter or digit right before or after it. */
const word = (spellings: string) =>
  new RegExp(String.raw`${OPEN}(?<![\p{L}\p{N}])(?:${spellings})(?![\p{L}\p{N}])${CLOSE}`, 'gu')
const bracketed = (spellings: string) =>
  new RegExp(String.raw`\s*[(\[{<]\s*(?:${spellings})\s*[)\]}>]\s*`, 'gu')

const AT_SPELLED = new RegExp(`${bracketed('a|@').source}|${word('at|zavinac').source}`, 'gu')
const DOT_WORDS = word('dot|tecka')
const DOT_BRACKETED = bracketed(String.raw`\.`)
/** `@` as an HTML entity or percent-encoded, as copied from a page or an address. */
const AT_ENCODED = /&#0*64;|&#x0*40;|&commat;|%40/gu

/** Lower case, NFKC, no diacritics, one kind of dash and space: how every spelling compares. */
export function canonicalForm(query: string): string {
  return query
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\p{Pd}\u2212\u2043\uFE63\uFF0D]/gu, '-')
    .replace(/[\p{Zs}\p{Zl}\p{Zp}\s]+/gu, ' ')
}

/**
 * Readings of the query with `@` for one of its spelled-out `@`s, once for each, with `.` for
 * all of its spelled-out dots or for none, without the spaces around them: in
 * `jan (zavináč) at.cz` the second "at" is the domain, in `jan (at) tecka.cz` the "tecka", so
 * replacing every one would read `jan@@.cz` or `jan@..cz` and miss the address.
 */
function spelledReadings(canonical: string): string[] {
  const dotted = canonical.replace(DOT_BRACKETED, '.').replace(DOT_WORDS, '.')
  return [dotted, canonical].flatMap((text) =>
    [...text.matchAll(AT_SPELLED)].map((spelled) =>
      withoutSpacesAroundSymbols(
        text.slice(0, spelled.index) + '@' + text.slice(spelled.index + spelled[0].length),
      ),
    ),
  )
}

const withoutSpacesAroundSymbols = (text: string) => text.replace(/\s*([@.])\s*/gu, '$1')

export function looksPersonal(query: string): boolean {
  const canonical = canonicalForm(query).replace(AT_ENCODED, '@')
  if (PHONE.test(canonical)) return true
  if (LITERAL_EMAIL.test(withoutSpacesAroundSymbols(canonical))) return true
  return spelledReadings(canonical).some((reading) => SPELLED_EMAIL.test(reading))
}
