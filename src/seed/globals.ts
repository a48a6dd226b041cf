import type { Payload } from 'payload'

import { external } from './content/external'
import type { SeedLink } from './content/types'
import { toLinkValue } from './pages'

type PageIds = Map<string, number>
type MenuLink = { to: string; label: string; description: string }

const link = (to: string, label: string, newTab?: boolean): SeedLink => ({ to, label, newTab })

const megaMenus: Array<{ label: string; groups: Array<{ heading: string; items: MenuLink[] }> }> = [
  {
    label: 'Elektronický podpis',
    groups: [
      {
        heading: 'Řešení',
        items: [
          {
            to: '/elektronicky-podpis',
            label: 'Elektronický podpis',
            description: 'Přehled řešení pro firmy i úřady',
          },
          {
            to: '/elektronicke-podepisovani-smluv',
            label: 'Podepisování smluv',
            description: 'Smlouvy podepsané online během minut',
          },
          {
            to: '/elektronicky-podpis-pracovnich-smluv-se-zamestnanci',
            label: 'Podpis pracovních smluv',
            description: 'Nástupy zaměstnanců bez papíru',
          },
          {
            to: '/integrace-kvalifikovaneho-elektronickeho-podpisu',
            label: 'Integrace kvalifikovaného podpisu',
            description: 'Podpis a pečeť ve vašem systému přes API',
          },
          {
            to: '/elektronicke-autorizacni-razitko',
            label: 'Elektronické autorizační razítko',
            description: 'Pro autorizované architekty a inženýry',
          },
          {
            to: '/integrace-duveryhodneho-archivu',
            label: 'Integrace důvěryhodného archivu',
            description: 'Podpisy průkazné i za desítky let',
          },
        ],
      },
      {
        heading: 'Produkty',
        items: [
          {
            to: '/sofa',
            label: 'Sofa',
            description: 'Podepisování, schvalování a archivace online',
          },
          {
            to: '/signer',
            label: 'Signer',
            description: 'Kvalifikovaný podpis PDF ve vašem počítači',
          },
          {
            to: '/secusign',
            label: 'SecuSign',
            description: 'Kvalifikovaný podpis v cloudu, bez tokenu',
          },
          { to: '/key', label: '602 Key', description: 'Správa certifikátů na e-tokenu, zdarma' },
          {
            to: external.onlineSigning,
            label: 'Online podpis',
            description: 'Podepište jeden dokument hned teď',
          },
        ],
      },
      {
        heading: 'Partnerská řešení',
        items: [
          {
            to: '/certifikat',
            label: 'Kvalifikovaný certifikát',
            description: 'Jak a kde certifikát získat',
          },
          {
            to: '/casova-razitka-pro-firmy',
            label: 'Časová razítka',
            description: 'Kvalifikovaná razítka k podpisům a fakturám',
          },
          {
            to: '/integrace-ms-365',
            label: 'Microsoft 365',
            description: 'Podpis z Wordu, Outlooku a Teams',
          },
        ],
      },
    ],
  },
  {
    label: 'eIDAS pro úřady',
    groups: [
      {
        heading: 'Řešení',
        items: [
          {
            to: '/eidas',
            label: 'Služby eIDAS',
            description: 'Vše, co úřad podle zákona potřebuje',
          },
          {
            to: '/elektronicka-pecet',
            label: 'Elektronická pečeť',
            description: 'Automatické pečetění dokumentů úřadu',
          },
          {
            to: '/kvalifikovany-elektronicky-podpis',
            label: 'Kvalifikovaný podpis',
            description: 'Podpis úředníka s účinky vlastnoručního',
          },
          {
            to: '/casova-razitka-pro-verejnou-spravu',
            label: 'Časová razítka pro úřady',
            description: 'Pro spisovou službu a úřední desku',
          },
          {
            to: '/kvalifikovane-uchovani-dokumentu',
            label: 'Kvalifikované uchování',
            description: 'Platnost podpisů po celou archivační lhůtu',
          },
          {
            to: '/kvalifikovane-overovani-dokumentu',
            label: 'Kvalifikované ověřování',
            description: 'Ověření přijatých dokumentů s protokolem',
          },
          {
            to: '/vidimace-elektronicke-uredni-desky',
            label: 'Úřední desky a vidimace',
            description: 'Zveřejňování a konverze s pečetí',
          },
        ],
      },
      {
        heading: 'Produkty',
        items: [
          {
            to: '/signer-pro-verejnou-spravu',
            label: 'Signer pro veřejnou správu',
            description: 'Podpis, pečeť a ověření pro úředníky',
          },
          {
            to: '/long-term-docs',
            label: 'Long Term Docs',
            description: 'Dlouhodobé uchování podepsaných dokumentů',
          },
          {
            to: '/form-flow',
            label: 'Form Flow',
            description: 'Formulářové procesy od podání po archiv',
          },
          {
            to: '/form-filler',
            label: 'Form Filler',
            description: 'Vyplnění a podpis formulářů zdarma',
          },
        ],
      },
      {
        heading: 'Partnerská řešení',
        items: [
          {
            to: '/datove-schranky',
            label: 'Datové schránky',
            description: 'Příjem a odesílání zpráv v aplikaci Sofa',
          },
          {
            to: '/narodni-pripadova-studie',
            label: 'Případová studie kraje',
            description: 'Jak úřad digitalizoval oběh dokumentů',
          },
          {
            to: '/co-je-eidas',
            label: 'Co je eIDAS',
            description: 'Evropské nařízení srozumitelně',
          },
        ],
      },
    ],
  },
  {
    label: 'Digitalizace HR',
    groups: [
      {
        heading: 'Řešení',
        items: [
          {
            to: '/digitalizace-hr',
            label: 'Digitalizace HR',
            description: 'Přehled řešení pro personalisty',
          },
          {
            to: '/elektronicky-podpis-pracovnich-smluv-se-zamestnanci',
            label: 'Podpis pracovních smluv',
            description: 'V souladu se zákoníkem práce',
          },
          {
            to: '/automaticka-distribuce-hr-dokumentu',
            label: 'Distribuce HR dokumentů',
            description: 'Výplatní pásky do mobilu zaměstnance',
          },
          {
            to: '/digitalni-zmenove-a-zadankove-procesy-pro-hr',
            label: 'Žádosti a změny',
            description: 'Dovolené a změny úvazků online',
          },
          {
            to: '/elektronicka-osobni-slozka-zamestnance',
            label: 'Osobní složka zaměstnance',
            description: 'Všechny dokumenty na jednom místě',
          },
          {
            to: '/elektronicka-duveryhodna-archivace-hr-dokumentu',
            label: 'Archivace HR dokumentů',
            description: 'Průkazně po celou zákonnou lhůtu',
          },
        ],
      },
      {
        heading: 'Produkty',
        items: [
          { to: '/sofa', label: 'Sofa', description: 'Digitální kancelář pro HR i celou firmu' },
          {
            to: '/sofa-signpoint',
            label: 'Sofa SignPoint',
            description: 'Podpis v mobilu i na pobočce',
          },
          {
            to: '/sofa-digital-archive',
            label: 'Sofa Digital Archive',
            description: 'Důvěryhodný archiv dokumentů',
          },
          {
            to: '/sofa-agenda',
            label: 'Sofa Agenda',
            description: 'Evidence smluv s hlídáním termínů',
          },
        ],
      },
      {
        heading: 'Partnerská řešení',
        items: [
          {
            to: '/integrace-s-hr-systemy-pro-efektivni-spravu-dokumentu',
            label: 'Integrace s HR systémy',
            description: 'Propojení s personálním a mzdovým systémem',
          },
          {
            to: '/sofa-integration-crossing',
            label: 'Přehled integrací',
            description: 'Se kterými systémy se Sofa propojí',
          },
          {
            to: '/sofa-integration-others',
            label: 'Další integrace',
            description: 'ERP, účetnictví, spisová služba a API',
          },
        ],
      },
    ],
  },
]

const plainLinks = [
  link('/formularove-technologie', 'Formuláře'),
  link('/datove-schranky', 'Datové schránky'),
  link('/partneri', 'Partneři a integrace'),
]
const secondaryLinks = [
  link('/udalosti', 'Události'),
  link('/blog', 'Blog'),
  link('/o-602', 'O nás'),
  link('/kontakt', 'Kontakt'),
]

const footerColumns: Array<{ heading: string; links: SeedLink[] }> = [
  {
    heading: 'Řešení pro firmy',
    links: [
      link('/elektronicky-podpis', 'Elektronický podpis'),
      link('/elektronicke-podepisovani-smluv', 'Podepisování smluv'),
      link('/digitalizace-hr', 'Digitalizace HR'),
      link('/datove-schranky', 'Datové schránky'),
      link('/casova-razitka-pro-firmy', 'Časová razítka'),
      link('/integrace-duveryhodneho-archivu', 'Důvěryhodný archiv'),
    ],
  },
  {
    heading: 'Řešení pro veřejnou správu',
    links: [
      link('/eidas', 'Služby eIDAS'),
      link('/elektronicka-pecet', 'Elektronická pečeť'),
      link('/kvalifikovany-elektronicky-podpis', 'Kvalifikovaný podpis'),
      link('/casova-razitka-pro-verejnou-spravu', 'Časová razítka pro úřady'),
      link('/kvalifikovane-uchovani-dokumentu', 'Kvalifikované uchování'),
      link('/vidimace-elektronicke-uredni-desky', 'Úřední desky a vidimace'),
    ],
  },
  {
    heading: 'Naše práce',
    links: [
      link('/nase-prace', 'Případové studie'),
      link('/narodni-pripadova-studie', 'Národní případová studie'),
      link('/udalosti/zaznamy', 'Záznamy webinářů'),
    ],
  },
  {
    heading: 'Aplikace',
    links: [
      link('/sofa', 'Sofa'),
      link('/signer', 'Signer'),
      link('/secusign', 'SecuSign'),
      link('/key', '602 Key'),
      link('/form-flow', 'Form Flow'),
      link('/form-filler', 'Form Filler'),
      link('/long-term-docs', 'Long Term Docs'),
    ],
  },
  {
    heading: 'Partnerské technologie',
    links: [
      link('/partneri', 'Partneři a integrace'),
      link('/stante-se-partnerem', 'Staňte se partnerem'),
      link('/integrace-ms-365', 'Microsoft 365'),
      link('/sofa-integration-crossing', 'Přehled integrací'),
      link('/formapps-designer-pro-klienty', 'FormApps Designer'),
    ],
  },
  {
    heading: 'Svět 602',
    links: [
      link('/o-602', 'O nás'),
      link('/kariera', 'Kariéra'),
      link('/pro-media', 'Pro média'),
      link('/annual-report', 'Výroční zpráva'),
      link('/for-investors', 'Pro investory'),
      link('/ethical-codex', 'Etický kodex'),
      link('/certifikace', 'Certifikace'),
      link('/csr', 'Společenská odpovědnost'),
    ],
  },
  {
    heading: 'Nejen pro klienty',
    links: [
      link('/blog', 'Blog'),
      link('/udalosti', 'Události'),
      link('/novinky', 'Novinky v aplikaci Sofa'),
      link('/faqs', 'Časté dotazy'),
      link('/dokumentace', 'Dokumentace'),
      link('/neziskove-organizace', 'Neziskové organizace'),
      link('/sofa-konference', 'Sofa konference'),
      link('/vecerni-golf', 'Večerní golf'),
    ],
  },
]

/** The next 23 May (the conference day), at the end of the day in Prague. */
function conferenceEnd(now = new Date()): string {
  const year =
    now.getUTCMonth() > 4 || (now.getUTCMonth() === 4 && now.getUTCDate() > 23)
      ? now.getUTCFullYear() + 1
      : now.getUTCFullYear()
  return new Date(Date.UTC(year, 4, 23, 21, 59)).toISOString()
}

const labelled = (seedLink: SeedLink, ids: PageIds) => ({
  link: { ...toLinkValue(seedLink, ids), label: seedLink.label },
})

const publish = { _status: 'published' as const }
const options = { depth: 0, overrideAccess: true, context: { disableRevalidate: true } }

/** Menus, footer and banner, written only while they are still empty (never over an edit). */
export async function seedGlobals(payload: Payload, ids: PageIds): Promise<void> {
  const header = await payload.findGlobal({ slug: 'header', draft: true, ...options })
  if (!header.menu?.length) {
    await payload.updateGlobal({
      slug: 'header',
      ...options,
      data: {
        ...publish,
        menu: [
          ...megaMenus.map((menu) => ({
            label: menu.label,
            kind: 'mega' as const,
            groups: menu.groups.map((group) => ({
              heading: group.heading,
              items: group.items.map((item) => ({
                ...labelled(item, ids),
                description: item.description,
              })),
            })),
          })),
          ...[...plainLinks, ...secondaryLinks].map((item) => ({
            label: item.label,
            kind: 'link' as const,
            secondary: secondaryLinks.includes(item),
            link: toLinkValue(item, ids),
          })),
        ],
        eshopLink: { ...toLinkValue({ to: '/eshop' }, ids), label: 'E-shop' },
      },
    })
  }

  const footer = await payload.findGlobal({ slug: 'footer', draft: true, ...options })
  if (!footer.heading) {
    await payload.updateGlobal({
      slug: 'footer',
      ...options,
      data: {
        ...publish,
        heading: 'Jednodušeji. Digitálně.',
        text: 'Už 30 let digitalizujeme firmy a úřady. Šetříme jim čas i peníze a pomáháme jim pracovat bez papíru – bezpečně a v souladu s legislativou.',
        columns: footerColumns.map((column) => ({
          heading: column.heading,
          links: column.links.map((item) => labelled(item, ids)),
        })),
        meeting: {
          heading: 'Domluvte si schůzku',
          text: 'Probereme vaše potřeby a ukážeme řešení na míru. Zavolejte nebo napište, ozveme se ještě dnes.',
          link: { ...toLinkValue({ to: '/konzultace' }, ids), label: 'Konzultace zdarma' },
        },
        cookieSettingsLabel: 'Nastavení cookies',
        legalLinks: [
          labelled(link('/gdpr', 'Ochrana osobních údajů'), ids),
          labelled(link('/obchodni-podminky', 'Obchodní podmínky'), ids),
          labelled(link('/eula', 'Licenční podmínky'), ids),
          labelled(link('/en/legal-clause', 'Legal clause'), ids),
        ],
        copyright: 'Software602 a.s.',
      },
    })
  }

  const banner = await payload.findGlobal({ slug: 'info-banner', draft: true, ...options })
  if (!banner.text) {
    await payload.updateGlobal({
      slug: 'info-banner',
      ...options,
      data: {
        ...publish,
        enabled: true,
        text: 'Zveme vás na bezplatnou konferenci Digitalizace HR – 23. května v Praze.',
        link: {
          ...toLinkValue({ to: '/digitalizace-HR-registrace' }, ids),
          label: 'Registrovat se zdarma',
        },
        endDate: conferenceEnd(),
      },
    })
  }
}
