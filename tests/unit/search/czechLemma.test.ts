import { describe, expect, it } from 'vitest'

import { stemCzech } from '@/search/text/czechStemmer'
import { foldText } from '@/search/text/foldText'
import { wordStems } from '@/search/text/wordStems'

import { CZECH_PARADIGMS } from '../../fixtures/czechParadigms'

/**
 * Lemmas by the hunspell cs_CZ dictionary (npm dictionary-cs), on words of the site, by Czech
 * grammar: every case and number of a noun or an adjective, and the present and past of a verb,
 * meet their dictionary word.
 */
const stemsOf = (word: string) => wordStems(foldText(word))

/** Each form has `lemma` (folded) among its lemmas. */
function expectForms(lemma: string, forms: string[]) {
  for (const form of forms) {
    expect({ form, ...stemsOf(form) }).toEqual({
      form,
      lemmas: true,
      stems: expect.arrayContaining([lemma]),
    })
  }
}

/** Every form of a noun of the shared paradigms (tests/fixtures/czechParadigms.ts). */
const expectParadigm = (noun: string) => expectForms(foldText(noun), CZECH_PARADIGMS[noun]!)

describe('Czech lemmas (hunspell cs_CZ)', () => {
  it('joins the forms of soft feminine nouns (kost, píseň, růže)', () => {
    expectParadigm('pečeť')
    expectParadigm('obec')
    expectParadigm('konference')
  })

  it('joins the forms of soft masculine nouns (muž, stroj)', () => {
    expectParadigm('zaměstnanec')
    expectForms('odberatel', ['odběratel', 'odběratele', 'odběrateli', 'odběratelé', 'odběratelů'])
    expectParadigm('formulář')
  })

  it('joins the forms of hard nouns, singular and plural (hrad, žena, město, předseda)', () => {
    expectForms('podpis', [
      'podpis',
      'podpisu',
      'podpisem',
      'podpisy',
      'podpisů',
      'podpisům',
      'podpisech',
    ])
    expectParadigm('schránka')
    expectParadigm('razítko')
    expectForms('personalista', [
      'personalista',
      'personalisté',
      'personalistů',
      'personalistům',
      'personalistou',
    ])
    expectForms('praha', ['Praha', 'Prahy', 'Praze', 'Prahou'])
  })

  it('joins the genitive plural "smluv", which the dictionary lacks, to "smlouva"', () => {
    expectParadigm('smlouva')
  })

  it('joins the forms of hard and soft adjectives, and the comparative with nej-', () => {
    expectForms('elektronicky', [
      'elektronický',
      'elektronického',
      'elektronickému',
      'elektronickém',
      'elektronickým',
      'elektronická',
      'elektronické',
      'elektronickou',
      'elektronických',
      'elektronickými',
    ])
    expectForms('uredni', ['úřední', 'úředního', 'úřednímu', 'úředním', 'úředních', 'úředními'])
    expectForms('bezpecnejsi', ['bezpečnější', 'nejbezpečnější'])
  })

  it('joins the present and past of podepisovat to its infinitive', () => {
    expectForms('podepisovat', [
      'podepisuji',
      'podepisuju',
      'podepisuje',
      'podepisujeme',
      'podepisují',
      'podepisoval',
      'podepisovali',
      'podepisování',
    ])
  })

  it('keeps the forms of podepsat in the groups the dictionary lists them in', () => {
    // the dictionary has "podepíšu" and "podepsal" as words of their own, not as forms of
    // "podepsat": the future and the past each meet their own forms, not the infinitive
    expectForms('podepsal', ['podepsal', 'podepsala', 'podepsali'])
    expectForms('podepisu', ['podepíšu', 'podepíše', 'podepíšeme'])
    expect(stemsOf('podepsal').stems).not.toContain('podepsat')
  })

  it('meets words typed without diacritics', () => {
    expect(stemsOf('schranek')).toEqual(stemsOf('schránek'))
    expect(stemsOf('zamestnancu')).toEqual(stemsOf('zaměstnanců'))
    expect(stemsOf('peceti')).toEqual(stemsOf('pečetí'))
  })

  it('prefers a whole word to one with an undone prefix', () => {
    // "nejen" (not only) is a word of its own, though the dictionary also makes it of "jen"
    expect(stemsOf('nejen').stems).toEqual(['nejen'])
    // without a word of its own, the prefix is undone: "nezávislý" meets "závislý"
    expect(stemsOf('nezávislého').stems).toEqual(['zavisly'])
  })

  it('keeps every lemma of a folded word that has several', () => {
    // folded, "peceti" is a form of the noun pečeť and of the verb pečetit
    expect(stemsOf('peceti').stems).toEqual(['pecet', 'pecetit'])
    // a place and a common word: Praha and práh (threshold)
    expect(stemsOf('Prahy').stems).toEqual(expect.arrayContaining(['praha', 'prahy']))
  })

  it('falls back to the light stemmer for words the dictionary does not know', () => {
    for (const word of ['eidas', 'secusign', 'signer', 'formflow', 'elektronciky']) {
      expect(stemsOf(word)).toEqual({ stems: [stemCzech(word)], lemmas: false })
    }
    expect(stemsOf('602')).toEqual({ stems: ['602'], lemmas: false })
  })
})
