import type { Payload } from 'payload'

import type { Homepage, Media } from '@/payload-types'

import {
  badgeSvg,
  heroSvg,
  iconSvg,
  type IconName,
  monogramSvg,
  type Palette,
  palettes,
  productScreenSvg,
  wordmarkSvg,
} from './homepageAssets/illustrations'
import { renderImage } from './homepageAssets/renderImage'
import { toLinkValue } from './pages'
import { portrait } from './portrait'
import { richText } from './richText'

type Layout = NonNullable<Homepage['layout']>
type Block<T extends Layout[number]['blockType']> = Extract<Layout[number], { blockType: T }>

function uploader(payload: Payload) {
  let counter = 0
  return async (
    svg: string | Buffer,
    alt: string,
    options: { lossless?: boolean; png?: boolean } = {},
  ) => {
    counter += 1
    const data = typeof svg === 'string' ? await renderImage(svg, options) : svg
    const isPng = typeof svg !== 'string'
    const media = await payload.create({
      collection: 'media',
      data: { alt },
      file: {
        data,
        mimetype: isPng ? 'image/png' : 'image/webp',
        name: `uvodni-stranka-${counter}.${isPng ? 'png' : 'webp'}`,
        size: data.length,
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    return media as Media
  }
}

/**
 * The full homepage for both audiences, published. Runs only while the homepage has no blocks,
 * so a marketer's edits are never overwritten. Links to seeded pages (ids by path) are page
 * links; other site paths and external addresses stay paths and URLs.
 */
export async function seedHomepage(
  payload: Payload,
  pageIds: Map<string, number> = new Map(),
): Promise<void> {
  const current = await payload.findGlobal({ slug: 'homepage', draft: true, overrideAccess: true })
  if (current.layout?.length) return
  const link = (to: string) => toLinkValue({ to }, pageIds)
  const upload = uploader(payload)

  const hero = await upload(
    heroSvg(),
    'Ilustrace: elektronicky podepsaný dokument s pečetí a kvalifikovaným časovým razítkem',
  )

  const icon = (name: IconName, palette: Palette, alt: string) =>
    upload(iconSvg(name, palette), alt, { lossless: true })
  const companyIcons = {
    signature: await icon('signature', palettes.blue, 'Ikona elektronického podpisu'),
    archive: await icon('archive', palettes.teal, 'Ikona důvěryhodného archivu'),
    people: await icon('people', palettes.violet, 'Ikona digitalizace HR'),
    mailbox: await icon('mailbox', palettes.amber, 'Ikona datové schránky'),
  }
  const officeIcons = {
    seal: await icon('seal', palettes.blue, 'Ikona elektronické pečeti'),
    board: await icon('board', palettes.violet, 'Ikona elektronické úřední desky'),
  }

  const logo = (name: string, palette: Palette, width = 264) =>
    upload(wordmarkSvg(name, palette, width), `Logo ${name}`, { lossless: true })
  const productLogos = {
    signer: await logo('Signer', palettes.blue),
    sofa: await logo('SOFA', palettes.teal),
    secusign: await logo('Secusign', palettes.violet, 330),
    formFlow: await logo('602 Form Flow', palettes.amber, 420),
  }

  const screen = (title: string, subtitle: string, palette: Palette, alt: string) =>
    upload(productScreenSvg(title, subtitle, palette), alt)
  const companyScreens = [
    await screen(
      'Signer',
      'Smlouvy k podpisu',
      palettes.blue,
      'Aplikace Signer: přehled smluv čekajících na podpis',
    ),
    await screen(
      'SOFA',
      'Archiv smluv a faktur',
      palettes.teal,
      'Důvěryhodný archiv SOFA: uložené smlouvy a faktury',
    ),
    await screen(
      'Secusign',
      'Podpisy v HR systému',
      palettes.violet,
      'Secusign: hromadné podepisování dokumentů z HR systému',
    ),
    await screen(
      '602 Form Flow',
      'Žádosti zaměstnanců',
      palettes.amber,
      '602 Form Flow: schvalování žádostí zaměstnanců',
    ),
  ]
  const officeScreens = [
    await screen(
      'Signer',
      'Podpisy a pečetě úřadu',
      palettes.blue,
      'Aplikace Signer: kvalifikované podpisy a pečetě úřadu',
    ),
    await screen(
      'SOFA',
      'Spisy z datové schránky',
      palettes.teal,
      'Archiv SOFA: dokumenty převzaté z datové schránky',
    ),
    await screen(
      'Secusign',
      'Úřední razítka',
      palettes.violet,
      'Secusign: elektronická autorizační razítka úřadu',
    ),
    await screen(
      '602 Form Flow',
      'Podání občanů',
      palettes.amber,
      '602 Form Flow: elektronická podání občanů',
    ),
  ]

  const person = async (name: string, position: string, colour: string) => {
    const data = await portrait(name, colour)
    return upload(data, `${name}, ${position}`)
  }
  const client = async (name: string, initials: string, palette: Palette, width = 330) => ({
    logo: await upload(wordmarkSvg(name, palette, width), `Logo ${name}`, { lossless: true }),
    logoSmall: await upload(monogramSvg(initials, palette), `Logo ${name}`, { lossless: true }),
  })

  const badges = {
    iso9001: await upload(
      badgeSvg('ISO 9001', 'kvalita', palettes.blue),
      'Odznak certifikace ISO 9001',
      {
        lossless: true,
      },
    ),
    iso27001: await upload(
      badgeSvg('ISO 27001', 'bezpečnost', palettes.teal),
      'Odznak certifikace ISO/IEC 27001',
      { lossless: true },
    ),
    eidas: await upload(
      badgeSvg('eIDAS', 'kvalifikovaný', palettes.violet),
      'Odznak kvalifikovaného poskytovatele služeb vytvářejících důvěru podle eIDAS',
      { lossless: true },
    ),
  }

  const quotes = (
    audience: 'companies' | 'publicAdministration',
    items: Array<{
      quote: string
      name: string
      position: string
      colour: string
      client: { logo: Media; logoSmall: Media }
    }>,
  ): Promise<Block<'quotes'>> =>
    Promise.all(
      items.map(async (item) => ({
        image: (await person(item.name, item.position, item.colour)).id,
        quote: richText(item.quote),
        name: item.name,
        position: richText(item.position),
        logo: item.client.logo.id,
        logoSmall: item.client.logoSmall.id,
      })),
    ).then((rows) => ({
      blockType: 'quotes',
      audience,
      heading: 'Co o nás říkají zákazníci',
      items: rows,
    }))

  const companyQuotes = await quotes('companies', [
    {
      quote:
        'Smlouvy s odběrateli podepisujeme online hned po schůzce. Z dvoutýdenního čekání na poštu jsou minuty.',
      name: 'Ing. Tereza Malá',
      position: 'obchodní ředitelka, Energie Vysočina a.s. (smyšlená firma, ukázkový citát)',
      colour: '#0b3d91',
      client: await client('Energie Vysočina', 'EV', palettes.blue, 380),
    },
    {
      quote:
        'Dva miliony pojistných smluv máme v archivu, kde podpisy zůstanou ověřitelné i za třicet let. Audit proběhl bez jediné výhrady.',
      name: 'Mgr. Pavel Kratochvíl',
      position: 'vedoucí správy dokumentů, Pojišťovna Vltava a.s. (smyšlená firma, ukázkový citát)',
      colour: '#00799e',
      client: await client('Pojišťovna Vltava', 'PV', palettes.teal, 400),
    },
    {
      quote:
        'Pracovní smlouvy a mzdové listy dostávají zaměstnanci elektronicky. Personalistky ušetří každý měsíc dva pracovní dny.',
      name: 'Lucie Horáková',
      position: 'HR manažerka, Stavby Morava s.r.o. (smyšlená firma, ukázkový citát)',
      colour: '#3d2b91',
      client: await client('Stavby Morava', 'SM', palettes.violet, 360),
    },
  ])
  const officeQuotes = await quotes('publicAdministration', [
    {
      quote:
        'Dokumenty z datové schránky se ukládají do archivu samy a úředníci je najdou během několika sekund.',
      name: 'Bc. Jana Procházková',
      position: 'vedoucí podatelny, Město Nový Brod (smyšlený úřad, ukázkový citát)',
      colour: '#0b3d91',
      client: await client('Město Nový Brod', 'NB', palettes.blue, 380),
    },
    {
      quote:
        'Formuláře 602 používáme na všech pobočkách úřadu. Výstupy mají všude stejnou podobu a občané čekají kratší dobu.',
      name: 'Ing. Martin Veselý',
      position:
        'vedoucí odboru informatiky, Statutární město Vzorov (smyšlený úřad, ukázkový citát)',
      colour: '#00799e',
      client: await client('Město Vzorov', 'MV', palettes.teal, 360),
    },
    {
      quote:
        'Kvalifikovaná časová razítka a pečeť máme od jednoho dodavatele a v souladu s eIDAS. Kontroly zvládáme bez stresu.',
      name: 'JUDr. Eva Čermáková',
      position: 'tajemnice, Krajský úřad Ukázkového kraje (smyšlený úřad, ukázkový citát)',
      colour: '#3d2b91',
      client: await client('Ukázkový kraj', 'UK', palettes.violet, 360),
    },
  ])

  const accordion = (
    audience: 'companies' | 'publicAdministration',
    heading: string,
    texts: [string, string, string, string],
    screens: Media[],
  ): Block<'productAccordion'> => ({
    blockType: 'productAccordion',
    audience,
    heading,
    items: [
      {
        title: 'Signer',
        logo: productLogos.signer.id,
        answer: richText(texts[0]),
        image: screens[0]!.id,
        linkText: 'Více o Signeru',
        linkPath: link('/signer'),
      },
      {
        title: 'SOFA',
        logo: productLogos.sofa.id,
        answer: richText(texts[1]),
        image: screens[1]!.id,
        linkText: 'Více o SOFA',
        linkPath: link('/sofa'),
      },
      {
        title: 'Secusign',
        logo: productLogos.secusign.id,
        wide: true,
        answer: richText(texts[2]),
        image: screens[2]!.id,
        linkText: 'Více o Secusign',
        linkPath: link('/secusign'),
      },
      {
        title: '602 Form Flow',
        logo: productLogos.formFlow.id,
        wider: true,
        answer: richText(texts[3]),
        image: screens[3]!.id,
        linkText: 'Více o Form Flow',
        linkPath: link('/form-flow'),
      },
    ],
  })

  const layout: Layout = [
    {
      blockType: 'introduction',
      audience: 'both',
      backgroundClass: 'gradient',
      heading: 'Jednodušeji. Digitálně.',
      text: 'Už 30 let digitalizujeme firmy a úřady. Elektronický podpis, důvěryhodný archiv, datové schránky a digitalizace HR vám ušetří čas i peníze.',
      buttonText: 'Konzultace zdarma',
      buttonURL: link('/konzultace'),
      pushConsultationDlp: true,
      image: hero.id,
    },
    {
      blockType: 'audienceSwitch',
      audience: 'both',
      legend: 'Řešení pro',
      companiesLabel: 'Firmy',
      publicAdministrationLabel: 'Veřejná správa',
    },
    {
      blockType: 'crossingCards',
      audience: 'companies',
      heading: 'Digitalizace pro firmy',
      cards: [
        {
          image: companyIcons.signature.id,
          heading: 'Elektronický podpis',
          text: 'Podepisujte smlouvy, objednávky i faktury online, s platností podle nařízení eIDAS.',
          linkText: 'Elektronický podpis',
          linkPath: link('/elektronicky-podpis'),
        },
        {
          image: companyIcons.archive.id,
          heading: 'Důvěryhodný archiv',
          text: 'Uchovejte dokumenty tak, aby jejich podpisy zůstaly ověřitelné i po desítkách let.',
          linkText: 'Archiv SOFA',
          linkPath: link('/sofa'),
        },
        {
          image: companyIcons.people.id,
          heading: 'Digitalizace HR',
          text: 'Pracovní smlouvy, mzdové listy a osobní složky zaměstnanců bez papíru.',
          linkText: 'Digitalizace HR',
          linkPath: link('/digitalizace-hr'),
        },
        {
          image: companyIcons.mailbox.id,
          heading: 'Datové schránky',
          text: 'Přijímejte a odesílejte datové zprávy přímo z vašich firemních systémů.',
          linkText: 'Datové schránky',
          linkPath: link('/datove-schranky'),
        },
      ],
    },
    {
      blockType: 'crossingCards',
      audience: 'publicAdministration',
      heading: 'Digitalizace pro úřady',
      cards: [
        {
          image: officeIcons.seal.id,
          heading: 'Pečeť a časová razítka',
          text: 'Kvalifikovaná elektronická pečeť a časová razítka pro úřední dokumenty podle eIDAS.',
          linkText: 'eIDAS pro úřady',
          linkPath: link('/eidas'),
        },
        {
          image: companyIcons.archive.id,
          heading: 'Kvalifikované uchování',
          text: 'Důvěryhodný archiv napojený na spisovou službu a datovou schránku úřadu.',
          linkText: 'Kvalifikované uchování',
          linkPath: link('/kvalifikovane-uchovani-dokumentu'),
        },
        {
          image: companyIcons.mailbox.id,
          heading: 'Datové schránky',
          text: 'Automatické převzetí zpráv z datové schránky včetně ověření podpisů.',
          linkText: 'Datové schránky',
          linkPath: link('/datove-schranky'),
        },
        {
          image: officeIcons.board.id,
          heading: 'Elektronická úřední deska',
          text: 'Zveřejňujte dokumenty na úřední desce s ověřitelnou vidimací.',
          linkText: 'Úřední deska',
          linkPath: link('/vidimace-elektronicke-uredni-desky'),
        },
      ],
    },
    companyQuotes,
    officeQuotes,
    {
      blockType: 'caseStudyTeasers',
      audience: 'companies',
      heading: 'Jak pomáháme firmám',
      caseStudies: [
        { slug: 'energie-vysocina' },
        { slug: 'pojistovna-vltava' },
        { slug: 'stavby-morava' },
      ],
      linkText: 'Všechny případové studie',
    },
    {
      blockType: 'caseStudyTeasers',
      audience: 'publicAdministration',
      heading: 'Jak pomáháme úřadům',
      caseStudies: [{ slug: 'czech-point' }, { slug: 'datove-schranky' }, { slug: 'cssz' }],
      linkText: 'Všechny případové studie',
    },
    {
      blockType: 'webinarsTeaser',
      audience: 'both',
      heading: 'Nejbližší webináře a akce',
      linkText: 'Všechny webináře a akce',
    },
    {
      blockType: 'consultationBanner',
      audience: 'both',
      backgroundClass: 'brand',
      heading: 'Konzultace zdarma na 30 minut',
      text: 'Ukážeme vám, jak digitalizovat vaše dokumenty a procesy. Online, bez instalace a bez závazků.',
      buttonText: 'Domluvit konzultaci',
      buttonURL: link('/konzultace'),
      image: companyIcons.signature.id,
    },
    accordion(
      'companies',
      'Produkty pro firmy',
      [
        'Podepisujte smlouvy s obchodními partnery i zákazníky online. Signer ověří totožnost podepisujících a hlídá termíny.',
        'Důvěryhodný archiv SOFA uchová smlouvy, faktury a účetní doklady s platnými podpisy po celou zákonnou lhůtu.',
        'Secusign napojíte na HR nebo účetní systém a dokumenty se podepisují hromadně a automaticky.',
        'Form Flow převede papírové žádosti zaměstnanců na elektronické formuláře se schvalovacím procesem.',
      ],
      companyScreens,
    ),
    accordion(
      'publicAdministration',
      'Produkty pro veřejnou správu',
      [
        'Signer opatří úřední dokumenty kvalifikovaným podpisem a pečetí úřadu v souladu s nařízením eIDAS.',
        'SOFA převezme dokumenty z datové schránky, označí je časovým razítkem a uchová je pro spisovou službu.',
        'Secusign vydává elektronická autorizační razítka a pečetí výstupy agendových systémů úřadu.',
        'Form Flow přijímá podání občanů a firem jako chytré formuláře, které kontrolují údaje už při vyplňování.',
      ],
      officeScreens,
    ),
    {
      blockType: 'stripe',
      audience: 'both',
      backgroundClass: 'gradient',
      title: 'Potřebujete rychle podepsat dokument?',
      buttonClass: 'light',
      buttonText: 'Chci podepsat dokument',
      // No link of its own: the stripe leads to the signing site of the site settings.
      buttonPath: { type: 'page', page: null },
      analyticsEvent: 'signer_interest',
    },
    {
      blockType: 'newsWidget',
      audience: 'both',
      heading: 'Novinky ze Software602',
      scriptUrl: 'https://static.elfsight.com/platform/platform.js',
      fallbackText: 'Naše novinky najdete na LinkedInu',
      fallbackUrl: link('https://www.linkedin.com/company/software602'),
    },
    {
      blockType: 'certifications',
      audience: 'both',
      heading: 'Certifikace',
      text: 'Bezpečnost a kvalitu našich služeb pravidelně ověřují nezávislí auditoři.',
      items: [
        { logo: badges.iso9001.id, name: 'ISO 9001', description: 'Systém řízení kvality' },
        { logo: badges.iso27001.id, name: 'ISO/IEC 27001', description: 'Bezpečnost informací' },
        {
          logo: badges.eidas.id,
          name: 'eIDAS',
          description: 'Kvalifikovaný poskytovatel služeb vytvářejících důvěru',
        },
      ],
    },
    {
      blockType: 'contact',
      audience: 'both',
      heading: 'Ozvěte se nám',
      text: 'Rádi s vámi probereme, co chcete digitalizovat. Zavolejte, napište nebo si domluvte konzultaci zdarma.',
      address: 'Software602 a.s.\nHornokrčská 15\n140 00 Praha 4',
      buttonText: 'Kontaktní formulář',
      buttonPath: link('/kontakt'),
    },
  ]

  await payload.updateGlobal({
    slug: 'homepage',
    data: {
      meta: {
        title: 'Software602 – elektronický podpis, archiv a digitalizace HR',
        description:
          'Elektronický podpis, důvěryhodný archiv, datové schránky a digitalizace HR pro firmy i veřejnou správu. Konzultace zdarma.',
      },
      layout,
      _status: 'published',
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
