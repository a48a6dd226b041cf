import type { SeedLink } from '../content/types'
import { link } from './seedLink'

/** The footer's columns of links, in their order. */
export const footerColumns: Array<{ heading: string; links: SeedLink[] }> = [
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
