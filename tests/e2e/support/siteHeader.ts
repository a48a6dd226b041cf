import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The site header (the page's banner landmark) and its parts. The burger is a native popover
 * button and each mega-menu a `<details>`: both work from the first paint, before hydration.
 */
export function siteHeader(page: Page) {
  const header = page.getByRole('banner')
  const burger = page.locator('button[popovertarget="site-menu"]')
  const panel = page.locator('#site-menu')
  const mainNav = page.getByRole('navigation', { name: 'Hlavní menu' })
  /** The mega-menu labelled `name`: its `<details>`, its summary (the toggle) and its panel. */
  const submenu = (name: string) => {
    const details = mainNav.locator('details', {
      has: page.locator('summary', { hasText: name }),
    })
    return {
      details,
      toggle: details.locator('summary'),
      panel: details.locator('> [id^="menu-sub-"]'),
    }
  }
  /** Whether the burger's panel is shown (as a popover, below 1140 px). */
  const expectMenuOpen = (open: boolean) =>
    expect.poll(() => panel.evaluate((element) => element.matches(':popover-open'))).toBe(open)
  const expectExpanded = (details: Locator, open: boolean) =>
    open ? expect(details).toHaveAttribute('open', '') : expect(details).not.toHaveAttribute('open')
  return {
    header,
    bar: header.locator('> div'),
    burger,
    mainNav,
    submenu,
    expectMenuOpen,
    expectExpanded,
    openMenu: async () => {
      await burger.click()
      await expectMenuOpen(true)
    },
    openSubmenu: async (name: string) => {
      const { details, toggle } = submenu(name)
      await toggle.click()
      await expectExpanded(details, true)
    },
  }
}

export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 1140
