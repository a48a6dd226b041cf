import { external } from './external'
import { consultationCta } from './shared'
import type { SeedPage } from './types'

/** A simple homepage until the audience-specific homepage blocks arrive. */
export const homePage: SeedPage = {
  path: 'home',
  title: 'Jednodušeji. Digitálně.',
  eyebrow: 'Software602',
  lead: 'Už 30 let digitalizujeme firmy a úřady. Elektronický podpis, důvěryhodný archiv, datové schránky a digitalizace HR šetří našim klientům čas i peníze.',
  description:
    'Elektronický podpis, důvěryhodný archiv, datové schránky a digitalizace HR pro firmy i veřejnou správu.',
  actions: [
    { to: '/konzultace', label: 'Konzultace zdarma' },
    { to: external.onlineSigning, label: 'Chci podepsat dokument' },
  ],
  blocks: [
    {
      type: 'cards',
      heading: 'Co pro vás můžeme udělat',
      items: [
        {
          title: 'Elektronický podpis',
          text: 'Podepisujte smlouvy, faktury i pracovní dokumenty online, s platností podle nařízení eIDAS.',
          link: { to: '/elektronicky-podpis', label: 'Elektronický podpis' },
        },
        {
          title: 'eIDAS pro úřady',
          text: 'Pečetě, časová razítka, kvalifikované uchování a ověřování dokumentů pro veřejnou správu.',
          link: { to: '/eidas', label: 'Služby eIDAS' },
        },
        {
          title: 'Digitalizace HR',
          text: 'Pracovní smlouvy, výplatní pásky a osobní složky zaměstnanců bez papíru.',
          link: { to: '/digitalizace-hr', label: 'Digitalizace HR' },
        },
        {
          title: 'Datové schránky',
          text: 'Příjem, třídění, odesílání a archivace datových zpráv v aplikaci Sofa.',
          link: { to: '/datove-schranky', label: 'Datové schránky' },
        },
      ],
    },
    consultationCta('Nevíte, kde začít?'),
  ],
}
