import type { SeedBlock, SeedLink } from './types'

export const consultationLink: SeedLink = { to: '/konzultace', label: 'Konzultace zdarma' }
export const contactLink: SeedLink = { to: '/kontakt', label: 'Napište nám' }

/** The closing call to action most product and topic pages end with. */
export function consultationCta(heading = 'Probereme, co potřebujete?'): SeedBlock {
  return {
    type: 'cta',
    heading,
    text: 'Domluvte si 30minutovou online konzultaci zdarma. Ukážeme vám řešení na vašich dokumentech a doporučíme nejkratší cestu k výsledku.',
    links: [{ to: '/konzultace', label: 'Chci konzultaci zdarma' }, contactLink],
  }
}

export function trialCta(): SeedBlock {
  return {
    type: 'cta',
    heading: 'Vyzkoušejte Sofu 30 dní zdarma',
    text: 'Zkušební účet založíte během minuty, aktivační odkaz vám pošleme e-mailem. Bez instalace a bez závazků.',
    links: [
      { to: '/sofa-tarify', label: 'Ceník a zkušební verze' },
      { to: '/konzultace', label: 'Ukázka s konzultantem' },
    ],
  }
}
