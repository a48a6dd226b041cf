/** Element ids the server markup and the header's island share. */
export const HEADER_ID = 'site-header'
export const MENU_PANEL_ID = 'site-menu'
/** The `name` that makes the mega-menus' `<details>` exclusive: one open at a time. */
export const SUBMENU_GROUP = 'site-submenu'
export const submenuId = (entryId: string) => `menu-sub-${entryId}`
