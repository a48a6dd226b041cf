import type { Page } from '@playwright/test'

/** The site header (the page's banner landmark) and its parts. */
export function siteHeader(page: Page) {
  const header = page.getByRole('banner')
  return {
    header,
    bar: header.locator('> div'),
    burger: page.locator('button[aria-controls="site-menu"]'),
    mainNav: page.getByRole('navigation', { name: 'Hlavní menu' }),
    toggle: (name: string) =>
      page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('button', { name }),
  }
}

export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 1140
