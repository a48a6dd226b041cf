import { productAccordionBlock } from './productAccordions'
import { companyQuotes, officeQuotes, quotesBlock } from './quotes'
import { type HomepageLayout, link, media, type WithRefs } from './refs'

/**
 * The seeded homepage for both audiences, in the order of its blocks. Files are keys of
 * `homepageMedia`; links are site paths (page links once the page is seeded) or addresses.
 */
export const homepageLayout = [
  {
    blockType: 'introduction',
    audience: 'both',
    backgroundClass: 'gradient',
    heading: 'Jednodušeji. Digitálně.',
    text: 'Už 30 let digitalizujeme firmy a úřady. Elektronický podpis, důvěryhodný archiv, datové schránky a digitalizace HR vám ušetří čas i peníze.',
    buttonText: 'Konzultace zdarma',
    buttonURL: link('/konzultace'),
    pushConsultationDlp: true,
    image: media('hero'),
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
        image: media('icon signature'),
        heading: 'Elektronický podpis',
        text: 'Podepisujte smlouvy, objednávky i faktury online, s platností podle nařízení eIDAS.',
        linkText: 'Elektronický podpis',
        linkPath: link('/elektronicky-podpis'),
      },
      {
        image: media('icon archive'),
        heading: 'Důvěryhodný archiv',
        text: 'Uchovejte dokumenty tak, aby jejich podpisy zůstaly ověřitelné i po desítkách let.',
        linkText: 'Archiv SOFA',
        linkPath: link('/sofa'),
      },
      {
        image: media('icon people'),
        heading: 'Digitalizace HR',
        text: 'Pracovní smlouvy, mzdové listy a osobní složky zaměstnanců bez papíru.',
        linkText: 'Digitalizace HR',
        linkPath: link('/digitalizace-hr'),
      },
      {
        image: media('icon mailbox'),
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
        image: media('icon seal'),
        heading: 'Pečeť a časová razítka',
        text: 'Kvalifikovaná elektronická pečeť a časová razítka pro úřední dokumenty podle eIDAS.',
        linkText: 'eIDAS pro úřady',
        linkPath: link('/eidas'),
      },
      {
        image: media('icon archive'),
        heading: 'Kvalifikované uchování',
        text: 'Důvěryhodný archiv napojený na spisovou službu a datovou schránku úřadu.',
        linkText: 'Kvalifikované uchování',
        linkPath: link('/kvalifikovane-uchovani-dokumentu'),
      },
      {
        image: media('icon mailbox'),
        heading: 'Datové schránky',
        text: 'Automatické převzetí zpráv z datové schránky včetně ověření podpisů.',
        linkText: 'Datové schránky',
        linkPath: link('/datove-schranky'),
      },
      {
        image: media('icon board'),
        heading: 'Elektronická úřední deska',
        text: 'Zveřejňujte dokumenty na úřední desce s ověřitelnou vidimací.',
        linkText: 'Úřední deska',
        linkPath: link('/vidimace-elektronicke-uredni-desky'),
      },
    ],
  },
  quotesBlock('companies', companyQuotes),
  quotesBlock('publicAdministration', officeQuotes),
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
    image: media('icon signature'),
  },
  productAccordionBlock('companies'),
  productAccordionBlock('publicAdministration'),
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
      { logo: media('badge ISO 9001'), name: 'ISO 9001', description: 'Systém řízení kvality' },
      {
        logo: media('badge ISO 27001'),
        name: 'ISO/IEC 27001',
        description: 'Bezpečnost informací',
      },
      {
        logo: media('badge eIDAS'),
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
] satisfies WithRefs<HomepageLayout>

export const homepageSeed = {
  meta: {
    title: 'Software602 – elektronický podpis, archiv a digitalizace HR',
    description:
      'Elektronický podpis, důvěryhodný archiv, datové schránky a digitalizace HR pro firmy i veřejnou správu. Konzultace zdarma.',
  },
  layout: homepageLayout,
}
