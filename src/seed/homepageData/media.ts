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
} from '../homepageAssets/illustrations'
import { PRODUCTS, productLogoKey, productScreenKey, productTexts } from './productAccordions'
import { companyQuotes, officeQuotes, type QuoteSeed, quoteMediaKeys } from './quotes'

/** A homepage file: an SVG drawing rendered to WebP, or a portrait placeholder (PNG). */
export type HomepageMediaSpec =
  | { alt: string; svg: string; lossless?: true }
  | { alt: string; portrait: { name: string; colour: string } }

type Entry = [key: string, spec: HomepageMediaSpec]

const drawing = (key: string, alt: string, svg: string): Entry => [key, { alt, svg }]
const losslessDrawing = (key: string, alt: string, svg: string): Entry => [
  key,
  { alt, svg, lossless: true },
]

const icon = (name: IconName, palette: Palette, alt: string) =>
  losslessDrawing(`icon ${name}`, alt, iconSvg(name, palette))

/** Per quote the client's logo and monogram, then (after all of them) the people's portraits. */
const quoteMedia = (items: QuoteSeed[]): Entry[] => [
  ...items.flatMap((item) => {
    const { client } = item
    const keys = quoteMediaKeys(item)
    return [
      losslessDrawing(
        keys.logo,
        `Logo ${client.name}`,
        wordmarkSvg(client.name, client.palette, client.width),
      ),
      losslessDrawing(
        keys.logoSmall,
        `Logo ${client.name}`,
        monogramSvg(client.initials, client.palette),
      ),
    ]
  }),
  ...items.map((item): Entry => [
    quoteMediaKeys(item).portrait,
    { alt: `${item.name}, ${item.position}`, portrait: { name: item.name, colour: item.colour } },
  ]),
]

const screens = (audience: 'companies' | 'publicAdministration'): Entry[] =>
  PRODUCTS.map((product, index) => {
    const { subtitle, alt } = productTexts[audience].products[index]!.screen
    return drawing(
      productScreenKey(audience, product.title),
      alt,
      productScreenSvg(product.title, subtitle, product.palette),
    )
  })

/**
 * Every file of the seeded homepage, by the key its layout refers to, in the order they are
 * uploaded (the order gives their file names `uvodni-stranka-1…`).
 */
export const homepageMedia: Entry[] = [
  drawing(
    'hero',
    'Ilustrace: elektronicky podepsaný dokument s pečetí a kvalifikovaným časovým razítkem',
    heroSvg(),
  ),
  icon('signature', palettes.blue, 'Ikona elektronického podpisu'),
  icon('archive', palettes.teal, 'Ikona důvěryhodného archivu'),
  icon('people', palettes.violet, 'Ikona digitalizace HR'),
  icon('mailbox', palettes.amber, 'Ikona datové schránky'),
  icon('seal', palettes.blue, 'Ikona elektronické pečeti'),
  icon('board', palettes.violet, 'Ikona elektronické úřední desky'),
  ...PRODUCTS.map((product) =>
    losslessDrawing(
      productLogoKey(product.title),
      `Logo ${product.title}`,
      wordmarkSvg(product.title, product.palette, product.logoWidth),
    ),
  ),
  ...screens('companies'),
  ...screens('publicAdministration'),
  losslessDrawing(
    'badge ISO 9001',
    'Odznak certifikace ISO 9001',
    badgeSvg('ISO 9001', 'kvalita', palettes.blue),
  ),
  losslessDrawing(
    'badge ISO 27001',
    'Odznak certifikace ISO/IEC 27001',
    badgeSvg('ISO 27001', 'bezpečnost', palettes.teal),
  ),
  losslessDrawing(
    'badge eIDAS',
    'Odznak kvalifikovaného poskytovatele služeb vytvářejících důvěru podle eIDAS',
    badgeSvg('eIDAS', 'kvalifikovaný', palettes.violet),
  ),
  ...quoteMedia(companyQuotes),
  ...quoteMedia(officeQuotes),
]
