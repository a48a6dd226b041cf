import { type Palette, palettes } from '../homepageAssets/illustrations'
import { richText } from '../richText'
import { type HomepageBlock, media } from './refs'

/** A customer's quote; the person's portrait and the client's logos are seeded files. */
export type QuoteSeed = {
  quote: string
  name: string
  position: string
  colour: string
  client: { name: string; initials: string; palette: Palette; width: number }
}

export const quoteMediaKeys = (item: QuoteSeed) => ({
  portrait: `portrait ${item.name}`,
  logo: `logo ${item.client.name}`,
  logoSmall: `monogram ${item.client.name}`,
})

export const companyQuotes: QuoteSeed[] = [
  {
    quote:
      'Smlouvy s odběrateli podepisujeme online hned po schůzce. Z dvoutýdenního čekání na poštu jsou minuty.',
    name: 'Ing. Tereza Malá',
    position: 'obchodní ředitelka, Energie Vysočina a.s. (smyšlená firma, ukázkový citát)',
    colour: '#0b3d91',
    client: { name: 'Energie Vysočina', initials: 'EV', palette: palettes.blue, width: 380 },
  },
  {
    quote:
      'Dva miliony pojistných smluv máme v archivu, kde podpisy zůstanou ověřitelné i za třicet let. Audit proběhl bez jediné výhrady.',
    name: 'Mgr. Pavel Kratochvíl',
    position: 'vedoucí správy dokumentů, Pojišťovna Vltava a.s. (smyšlená firma, ukázkový citát)',
    colour: '#00799e',
    client: { name: 'Pojišťovna Vltava', initials: 'PV', palette: palettes.teal, width: 400 },
  },
  {
    quote:
      'Pracovní smlouvy a mzdové listy dostávají zaměstnanci elektronicky. Personalistky ušetří každý měsíc dva pracovní dny.',
    name: 'Lucie Horáková',
    position: 'HR manažerka, Stavby Morava s.r.o. (smyšlená firma, ukázkový citát)',
    colour: '#3d2b91',
    client: { name: 'Stavby Morava', initials: 'SM', palette: palettes.violet, width: 360 },
  },
]

export const officeQuotes: QuoteSeed[] = [
  {
    quote:
      'Dokumenty z datové schránky se ukládají do archivu samy a úředníci je najdou během několika sekund.',
    name: 'Bc. Jana Procházková',
    position: 'vedoucí podatelny, Město Nový Brod (smyšlený úřad, ukázkový citát)',
    colour: '#0b3d91',
    client: { name: 'Město Nový Brod', initials: 'NB', palette: palettes.blue, width: 380 },
  },
  {
    quote:
      'Formuláře 602 používáme na všech pobočkách úřadu. Výstupy mají všude stejnou podobu a občané čekají kratší dobu.',
    name: 'Ing. Martin Veselý',
    position: 'vedoucí odboru informatiky, Statutární město Vzorov (smyšlený úřad, ukázkový citát)',
    colour: '#00799e',
    client: { name: 'Město Vzorov', initials: 'MV', palette: palettes.teal, width: 360 },
  },
  {
    quote:
      'Kvalifikovaná časová razítka a pečeť máme od jednoho dodavatele a v souladu s eIDAS. Kontroly zvládáme bez stresu.',
    name: 'JUDr. Eva Čermáková',
    position: 'tajemnice, Krajský úřad Ukázkového kraje (smyšlený úřad, ukázkový citát)',
    colour: '#3d2b91',
    client: { name: 'Ukázkový kraj', initials: 'UK', palette: palettes.violet, width: 360 },
  },
]

export const quotesBlock = (
  audience: 'companies' | 'publicAdministration',
  items: QuoteSeed[],
): HomepageBlock<'quotes'> => ({
  blockType: 'quotes',
  audience,
  heading: 'Co o nás říkají zákazníci',
  items: items.map((item) => {
    const keys = quoteMediaKeys(item)
    return {
      image: media(keys.portrait),
      quote: richText(item.quote),
      name: item.name,
      position: richText(item.position),
      logo: media(keys.logo),
      logoSmall: media(keys.logoSmall),
    }
  }),
})
