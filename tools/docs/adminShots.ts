import type { Locator, Page } from '@playwright/test'

/** A screen the admin does not offer (yet): the shot is skipped and reported, never fatal. */
export class ScreenMissing extends Error {}

export type AdminShot = {
  /** File name in docs/redakce/ (without `.png`); docs/redakce.md links these names. */
  name: string
  /** What the picture shows, for the run's report. */
  shows: string
  /** Taken before signing in (the login screen). */
  signedOut?: boolean
  /** Opens the screen; returns the element to capture, or nothing for the whole viewport. */
  open: (page: Page) => Promise<Locator | void>
}

/** The page whose edit view the shots show: a hub with several blocks (src/seed/content/hubs.ts). */
export const SHOWCASE_PAGE_PATH = 'elektronicky-podpis'

/** Waits for what identifies a screen; its absence means the screen is not there (yet). */
async function expectScreen(locator: Locator, screen: string, timeout = 10_000) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout })
  } catch {
    throw new ScreenMissing(`not in the admin: ${screen}`)
  }
}

async function openShowcasePage(page: Page) {
  const response = await page.request.get(
    `/api/pages?where[path][equals]=${SHOWCASE_PAGE_PATH}&depth=0&limit=1`,
  )
  const { docs } = (await response.json()) as { docs: Array<{ id: number }> }
  if (!docs[0]) throw new Error(`The seeded page ${SHOWCASE_PAGE_PATH} is missing.`)
  await page.goto(`/admin/collections/pages/${docs[0].id}`)
  await expectScreen(page.getByRole('textbox', { name: /Nadpis/ }), 'Úprava stránky')
}

/** The fixed list of screenshots docs/redakce.md shows, in the order of the guide. */
export const adminShots: AdminShot[] = [
  {
    name: 'login',
    shows: 'přihlášení do administrace',
    signedOut: true,
    open: async (page) => {
      await page.goto('/admin/login')
      await expectScreen(page.getByRole('button', { name: 'Přihlásit se' }), 'Přihlášení')
    },
  },
  {
    name: 'dashboard',
    shows: 'nástěnka po přihlášení',
    open: async (page) => {
      await page.goto('/admin')
      await expectScreen(
        page.getByRole('heading', { name: 'Co potřebuje pozornost', level: 1 }),
        'Nástěnka',
      )
    },
  },
  {
    name: 'pages-list',
    shows: 'seznam stránek',
    open: async (page) => {
      await page.goto('/admin/collections/pages')
      await expectScreen(page.locator('table'), 'Seznam stránek')
    },
  },
  {
    name: 'page-edit',
    shows: 'úprava stránky: záhlaví a bloky',
    open: openShowcasePage,
  },
  {
    name: 'block-picker',
    shows: 'výběr bloku po kliknutí na „Přidat“ pod bloky',
    open: async (page) => {
      await openShowcasePage(page)
      const addBlock = page.locator('.blocks-field__drawer-toggler').first()
      await expectScreen(addBlock, 'Tlačítko pro přidání bloku')
      await addBlock.scrollIntoViewIfNeeded()
      await addBlock.click()
      await expectScreen(page.getByPlaceholder('Hledat blok'), 'Výběr bloku')
      // thumbnails of the blocks are images: let them arrive before the picture is taken
      await page.waitForLoadState('networkidle').catch(() => {})
    },
  },
  {
    name: 'live-preview-mobile',
    shows: 'živý náhled stránky v šířce mobilu',
    open: async (page) => {
      await openShowcasePage(page)
      const toggler = page.locator('#live-preview-toggler')
      await expectScreen(toggler, 'Živý náhled')
      await toggler.click()
      const sizes = page.locator('.live-preview-toolbar-controls .popup-button').first()
      await expectScreen(sizes, 'Volba šířky náhledu')
      // Live preview opens on "Mobil" (src/components/admin/LivePreviewDefaults.tsx).
      await expectScreen(sizes.filter({ hasText: 'Mobil' }), 'Náhled v šířce mobilu')
      const frame = page.frameLocator('#live-preview-iframe')
      await expectScreen(
        frame.getByRole('heading', { level: 1 }),
        'Stránka v živém náhledu',
        30_000,
      )
    },
  },
  {
    name: 'seo-tab',
    shows: 'karta SEO stránky: měřidla délky, náhled výsledku vyhledávání, obrázek pro sdílení',
    open: async (page) => {
      await openShowcasePage(page)
      const tab = page.getByRole('button', { name: 'SEO', exact: true })
      await expectScreen(tab, 'Karta SEO')
      await tab.click()
      await expectScreen(page.getByText('Popis ve výsledcích vyhledávání'), 'Pole SEO')
    },
  },
  {
    name: 'prepublish-checks',
    shows: 'kontrola před zveřejněním v úpravě stránky',
    open: async (page) => {
      await openShowcasePage(page)
      const checks = page.getByText('Kontrola před zveřejněním')
      await expectScreen(checks, 'Kontrola před zveřejněním', 5_000)
      await checks.first().scrollIntoViewIfNeeded()
    },
  },
  {
    name: 'schedule-publish',
    shows: 'naplánování zveřejnění',
    open: async (page) => {
      await openShowcasePage(page)
      const more = page.getByRole('button', { name: 'Další možnosti zveřejnění' })
      await expectScreen(more, 'Další možnosti zveřejnění')
      await more.first().click()
      const schedule = page.getByRole('button', { name: /Naplánovat zveřejnění/ })
      await expectScreen(schedule, 'Naplánování zveřejnění', 5_000)
      await schedule.first().click()
      await expectScreen(page.locator('.drawer__content, [role="dialog"]'), 'Okno plánování')
    },
  },
  {
    name: 'homepage',
    shows: 'úvodní stránka (global) s bloky',
    open: async (page) => {
      await page.goto('/admin/globals/homepage')
      await expectScreen(page.getByText('Bloky stránky'), 'Úvodní stránka')
    },
  },
  {
    name: 'header-menu',
    shows: 'hlavička a menu',
    open: async (page) => {
      await page.goto('/admin/globals/header')
      await expectScreen(page.getByText('Položky hlavního menu'), 'Hlavička a menu')
    },
  },
  {
    name: 'leads-list',
    shows: 'poptávky (jen administrátoři)',
    open: async (page) => {
      await page.goto('/admin/collections/leads')
      await expectScreen(page.locator('table'), 'Seznam poptávek')
    },
  },
]
