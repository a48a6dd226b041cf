import { expect, type Page } from '@playwright/test'

/** The site header (the page's banner landmark) and its parts. */
export function siteHeader(page: Page) {
  const header = page.getByRole('banner')
  const burger = page.locator('button[aria-controls="site-menu"]')
  return {
    header,
    bar: header.locator('> div'),
    burger,
    /**
     * Opens the burger menu. A tap that lands before the header's island has hydrated does
     * nothing (as for a visitor on a slow phone), so the tap is repeated until the menu is open.
     */
    openMenu: () =>
      expect(async () => {
        if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click()
        await expect(burger).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
      }).toPass(),
    mainNav: page.getByRole('navigation', { name: 'Hlavní menu' }),
    toggle: (name: string) =>
      page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('button', { name }),
    /** Opens a mega-menu, repeating a click that lands before hydration (like `openMenu`). */
    openSubmenu: (name: string) => {
      const button = page
        .getByRole('navigation', { name: 'Hlavní menu' })
        .getByRole('button', { name })
      return expect(async () => {
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
        await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
      }).toPass()
    },
  }
}

export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 1140
