import { type Palette, palettes } from '../homepageAssets/illustrations'
import { richText } from '../richText'
import { type HomepageBlock, link, media } from './refs'

type Product = {
  title: string
  palette: Palette
  logoWidth: number
  linkText: string
  /** The product's page. */
  to: string
  /** Its logo needs a wider (`wide`) or the widest (`wider`) box. */
  wide?: true
  wider?: true
}

/** The four products of both accordions, in their order. */
export const PRODUCTS = [
  {
    title: 'Signer',
    palette: palettes.blue,
    logoWidth: 264,
    linkText: 'Více o Signeru',
    to: '/signer',
  },
  { title: 'SOFA', palette: palettes.teal, logoWidth: 264, linkText: 'Více o SOFA', to: '/sofa' },
  {
    title: 'Secusign',
    palette: palettes.violet,
    logoWidth: 330,
    linkText: 'Více o Secusign',
    to: '/secusign',
    wide: true,
  },
  {
    title: '602 Form Flow',
    palette: palettes.amber,
    logoWidth: 420,
    linkText: 'Více o Form Flow',
    to: '/form-flow',
    wider: true,
  },
] satisfies Product[]

type Audience = 'companies' | 'publicAdministration'
/** Per product, in PRODUCTS' order: its text and the screen shown beside it. */
type ProductTexts = Array<{ answer: string; screen: { subtitle: string; alt: string } }>

export const productLogoKey = (title: string) => `logo ${title}`
export const productScreenKey = (audience: Audience, title: string) => `screen ${audience} ${title}`

export const productTexts: Record<Audience, { heading: string; products: ProductTexts }> = {
  companies: {
    heading: 'Produkty pro firmy',
    products: [
      {
        answer:
          'Podepisujte smlouvy s obchodními partnery i zákazníky online. Signer ověří totožnost podepisujících a hlídá termíny.',
        screen: {
          subtitle: 'Smlouvy k podpisu',
          alt: 'Aplikace Signer: přehled smluv čekajících na podpis',
        },
      },
      {
        answer:
          'Důvěryhodný archiv SOFA uchová smlouvy, faktury a účetní doklady s platnými podpisy po celou zákonnou lhůtu.',
        screen: {
          subtitle: 'Archiv smluv a faktur',
          alt: 'Důvěryhodný archiv SOFA: uložené smlouvy a faktury',
        },
      },
      {
        answer:
          'Secusign napojíte na HR nebo účetní systém a dokumenty se podepisují hromadně a automaticky.',
        screen: {
          subtitle: 'Podpisy v HR systému',
          alt: 'Secusign: hromadné podepisování dokumentů z HR systému',
        },
      },
      {
        answer:
          'Form Flow převede papírové žádosti zaměstnanců na elektronické formuláře se schvalovacím procesem.',
        screen: {
          subtitle: 'Žádosti zaměstnanců',
          alt: '602 Form Flow: schvalování žádostí zaměstnanců',
        },
      },
    ],
  },
  publicAdministration: {
    heading: 'Produkty pro veřejnou správu',
    products: [
      {
        answer:
          'Signer opatří úřední dokumenty kvalifikovaným podpisem a pečetí úřadu v souladu s nařízením eIDAS.',
        screen: {
          subtitle: 'Podpisy a pečetě úřadu',
          alt: 'Aplikace Signer: kvalifikované podpisy a pečetě úřadu',
        },
      },
      {
        answer:
          'SOFA převezme dokumenty z datové schránky, označí je časovým razítkem a uchová je pro spisovou službu.',
        screen: {
          subtitle: 'Spisy z datové schránky',
          alt: 'Archiv SOFA: dokumenty převzaté z datové schránky',
        },
      },
      {
        answer:
          'Secusign vydává elektronická autorizační razítka a pečetí výstupy agendových systémů úřadu.',
        screen: {
          subtitle: 'Úřední razítka',
          alt: 'Secusign: elektronická autorizační razítka úřadu',
        },
      },
      {
        answer:
          'Form Flow přijímá podání občanů a firem jako chytré formuláře, které kontrolují údaje už při vyplňování.',
        screen: { subtitle: 'Podání občanů', alt: '602 Form Flow: elektronická podání občanů' },
      },
    ],
  },
}

export const productAccordionBlock = (audience: Audience): HomepageBlock<'productAccordion'> => ({
  blockType: 'productAccordion',
  audience,
  heading: productTexts[audience].heading,
  items: PRODUCTS.map((product, index) => ({
    title: product.title,
    logo: media(productLogoKey(product.title)),
    ...(product.wide ? { wide: product.wide } : {}),
    ...(product.wider ? { wider: product.wider } : {}),
    answer: richText(productTexts[audience].products[index]!.answer),
    image: media(productScreenKey(audience, product.title)),
    linkText: product.linkText,
    linkPath: link(product.to),
  })),
})
