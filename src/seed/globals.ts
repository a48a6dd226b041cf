import type { Payload } from 'payload'

import { conferenceEnd } from './conferenceEnd'
import type { SeedLink } from './content/types'
import { footerColumns } from './globalsData/footerColumns'
import { megaMenus, plainLinks, secondaryLinks } from './globalsData/headerMenu'
import { link } from './globalsData/seedLink'
import { toLinkValue } from './pages'

type PageIds = Map<string, number>

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
