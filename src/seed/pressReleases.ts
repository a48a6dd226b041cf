import type { Payload } from 'payload'

import { ensureDocument } from './ensureDocument'
import { richText } from './richText'

interface PressReleaseSeed {
  slug: string
  title: string
  publishedAt: string
  perex: string
  content: string
  status: 'published' | 'draft'
}

export const PRESS_RELEASE_SEEDS: PressReleaseSeed[] = [
  {
    slug: 'software602-rozsiruje-kvalifikovane-sluzby-eidas',
    title: 'Software602 rozšiřuje nabídku kvalifikovaných služeb podle eIDAS',
    publishedAt: '2026-10-14T08:00:00.000Z',
    status: 'published',
    perex:
      'Česká softwarová společnost Software602 nově nabízí kvalifikované uchovávání elektronických dokumentů a kvalifikované ověřování podpisů pro firmy i úřady.',
    content: `
Praha, 14. října 2026 – Společnost Software602, a.s. rozšířila portfolio kvalifikovaných služeb vytvářejících důvěru o kvalifikované uchovávání a ověřování elektronických podpisů a pečetí. Služby jsou dostupné jako cloudové řešení i pro nasazení u zákazníka.

## Důvěryhodnost dokumentů na desítky let

Kvalifikované uchovávání zajišťuje, že elektronicky podepsaný dokument bude možné prokazatelně ověřit i po uplynutí platnosti certifikátu. „Organizace už nemusí složitě řešit přerazítkovávání archivu, o všechno se postará služba,“ říká obchodní ředitel společnosti.

## O společnosti Software602

Software602 se více než 30 let věnuje digitalizaci firem a veřejné správy. Je kvalifikovaným poskytovatelem služeb vytvářejících důvěru podle nařízení eIDAS.
`,
  },
  {
    slug: 'konference-digitalizace-hr-2026',
    title: 'Konference Digitalizace HR přivítala rekordních 400 personalistů',
    publishedAt: '2026-05-26T09:00:00.000Z',
    status: 'published',
    perex:
      'Třetí ročník konference Digitalizace HR v Praze ukázal, že elektronická osobní složka zaměstnance se stává standardem i ve výrobních podnicích.',
    content: `
Praha, 26. května 2026 – Na konferenci Digitalizace HR se sešlo přes 400 personalistů, IT manažerů a právníků. Hlavními tématy byly elektronické podepisování pracovních smluv, doručování mzdových lístků a archivace personálních dokumentů.

## Praxe z výroby i státní správy

Zástupci průmyslových podniků představili, jak zaměstnancům bez počítače doručují dokumenty do mobilu a jak podpis pracovní smlouvy zkrátili z několika dní na pár minut.
`,
  },
  {
    slug: 'signer-ziskal-certifikaci-pro-verejnou-spravu',
    title: 'Aplikace 602 Signer získala certifikaci pro použití ve veřejné správě',
    publishedAt: '2026-02-03T08:00:00.000Z',
    status: 'published',
    perex:
      'Podepisovací aplikace 602 Signer splnila požadavky na bezpečné podepisování dokumentů úředními osobami a je připravena pro nasazení na úřadech.',
    content: `
Praha, 3. února 2026 – Aplikace 602 Signer umožňuje úředníkům podepisovat a pečetit dokumenty kvalifikovaným elektronickým podpisem přímo z prostředí spisové služby.

Certifikace potvrzuje soulad se zákonem o službách vytvářejících důvěru a s požadavky na informační bezpečnost orgánů veřejné moci.
`,
  },
  {
    slug: 'software602-partnerem-digitalniho-cesko',
    title: 'Software602 se stal partnerem programu Digitální Česko',
    publishedAt: '2025-11-18T08:00:00.000Z',
    status: 'published',
    perex:
      'Společnost se zapojí do pracovních skupin k elektronizaci formulářů a k elektronické identitě občanů.',
    content: `
Praha, 18. listopadu 2025 – Software602 bude sdílet zkušenosti z projektů Czech POINT a datových schránek, na kterých se podílí od jejich vzniku.

„Chceme, aby formuláře státu byly stejně pohodlné jako nákup v e-shopu,“ uvádí ředitel vývoje.
`,
  },
  {
    slug: 'vysledky-hospodareni-2025',
    title: 'Výsledky hospodaření za rok 2025',
    publishedAt: '2026-03-31T08:00:00.000Z',
    status: 'published',
    perex:
      'Tržby společnosti meziročně vzrostly o 14 %, nejrychleji rostly cloudové služby a podepisování dokumentů.',
    content: `
Praha, 31. března 2026 – Software602 zveřejnil výsledky hospodaření za rok 2025. Počet zákazníků cloudových služeb vzrostl o více než třetinu.

Podrobné údaje najdete ve výroční zprávě pro investory.
`,
  },
  {
    slug: 'pripravujeme-novou-verzi-sofa',
    title: 'Připravujeme novou verzi aplikace SOFA',
    publishedAt: '2026-11-30T08:00:00.000Z',
    status: 'draft',
    perex: 'Koncept tiskové zprávy, který se návštěvníkům nezobrazí, dokud ho nezveřejníte.',
    content: `
Koncept: doplnit citaci produktového manažera a termín vydání.
`,
  },
]

export async function seedPressReleases(payload: Payload): Promise<void> {
  for (const seed of PRESS_RELEASE_SEEDS) {
    await ensureDocument(
      payload,
      'press-releases',
      { slug: { equals: seed.slug } },
      {
        title: seed.title,
        slug: seed.slug,
        publishedAt: seed.publishedAt,
        perex: seed.perex,
        content: richText(seed.content),
        _status: seed.status,
      },
    )
  }
}
