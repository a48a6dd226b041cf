import { external } from '../content/external'
import { link } from './seedLink'

type MenuLink = { to: string; label: string; description: string }

/** The header's mega menus: groups of described links, in their order. */
export const megaMenus: Array<{
  label: string
  groups: Array<{ heading: string; items: MenuLink[] }>
}> = [
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

/** Top-level links of the header after the mega menus. */
export const plainLinks = [
  link('/formularove-technologie', 'Formuláře'),
  link('/datove-schranky', 'Datové schránky'),
  link('/partneri', 'Partneři a integrace'),
]
/** The header's smaller links (its secondary row). */
export const secondaryLinks = [
  link('/udalosti', 'Události'),
  link('/blog', 'Blog'),
  link('/o-602', 'O nás'),
  link('/kontakt', 'Kontakt'),
]
