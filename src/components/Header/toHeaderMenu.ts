import { resolveLink } from '@/lib/links/resolveLink'
import type { Header } from '@/payload-types'

import type { HeaderMenu, MenuEntry, MenuLink } from './menuTypes'

/**
 * Turns the stored header into the menu the header renders: links resolved to URLs, hidden pages
 * left out, empty mega-menus dropped, so nothing in the menu leads to a 404.
 */
export function toHeaderMenu(header: Header | null): HeaderMenu {
  const main: MenuEntry[] = []
  const secondary: MenuLink[] = []
  header?.menu?.forEach((item, index) => {
    const id = item.id ?? String(index)
    if (item.kind === 'mega') {
      const groups = (item.groups ?? [])
        .map((group) => ({
          heading: group.heading,
          links: (group.items ?? []).flatMap((entry) => {
            const link = resolveLink(entry.link)
            return link ? [{ ...link, description: entry.description ?? undefined }] : []
          }),
        }))
        .filter((group) => group.links.length > 0)
      if (groups.length) main.push({ kind: 'mega', id, label: item.label, groups })
      return
    }
    const link = resolveLink(item.link, item.label)
    if (!link) return
    if (item.secondary) secondary.push(link)
    else main.push({ kind: 'link', id, link })
  })
  return { main, secondary, eshop: resolveLink(header?.eshopLink) }
}
