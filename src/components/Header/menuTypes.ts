/** The resolved header menu: links as URLs, hidden pages and empty mega-menus left out. */
export type MenuLink = {
  href: string
  label: string
  newTab: boolean
  description?: string
}

export type MenuGroup = { heading: string; links: MenuLink[] }

export type MenuEntry =
  | { kind: 'link'; id: string; link: MenuLink }
  | { kind: 'mega'; id: string; label: string; groups: MenuGroup[] }

export type HeaderMenu = { main: MenuEntry[]; secondary: MenuLink[]; eshop: MenuLink | null }
