/**
 * Screenshots of the admin for docs/redakce.md: `npm run build`, then `npm run docs:screenshots`.
 * Starts the production build on a fresh seeded database (tools/docs/productionSite.ts), sends
 * two enquiries as a visitor (so the leads list has rows), signs in as the seeded administrator
 * and writes each shot of tools/docs/adminShots.ts to docs/redakce/<name>.png, 1280 px wide.
 * A screen the admin does not offer yet is reported as missing and skipped; run the script again
 * once it exists. Exit code 1 only when a shot failed for another reason.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import sharp from 'sharp'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { adminShots, ScreenMissing } from './adminShots'
import { startProductionSite } from './productionSite'

const OUTPUT_DIR = path.resolve('docs/redakce')
const VIEWPORT = { width: 1280, height: 800 }

/** Visitors who send the contact form, so the leads list shows delivered rows. */
const visitors = [
  { name: 'Alena', surname: 'Ukázková', email: 'alena.ukazkova@example.cz' },
  { name: 'Petr', surname: 'Vzorový', email: 'petr.vzorovy@example.cz' },
]

async function newContext(browser: Browser, origin: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    viewport: VIEWPORT,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    // the cookie banner is answered (refused) already, so it covers nothing on the site
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            {
              name: 'cookie-consent',
              value: JSON.stringify({ analytics: false, marketing: false, date: new Date() }),
            },
          ],
        },
      ],
    },
  })
}

async function sendEnquiries(context: BrowserContext) {
  const page = await context.newPage()
  for (const visitor of visitors) {
    await page.goto('/kontakt')
    const form = page.locator('form[data-form="contact"]')
    await form.getByLabel('Jméno', { exact: true }).fill(visitor.name)
    await form.getByLabel('Příjmení').fill(visitor.surname)
    await form.getByLabel('E-mail').fill(visitor.email)
    await form.getByLabel('Telefon').fill('+420 600 000 602')
    await form.getByLabel(/zpráva|potřebujete/i).fill('Ukázková poptávka pro návod redakce.')
    // the bot check refuses a form sent faster than a person fills it in
    await page.waitForTimeout(2_000)
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
    await page.getByRole('heading', { name: 'Děkujeme za zprávu' }).waitFor({ timeout: 15_000 })
  }
  await page.close()
}

async function signIn(context: BrowserContext) {
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(DEFAULT_LOCAL_ADMIN_EMAIL)
  await page.getByLabel('Heslo').fill(DEFAULT_LOCAL_ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await page.waitForURL(/\/admin\/?$/)
  await page.close()
}

/** A palette PNG: admin screens have few colours, so this keeps a shot around 100 kB. */
async function writeShot(name: string, picture: Buffer): Promise<string> {
  const file = path.join(OUTPUT_DIR, `${name}.png`)
  const png = await sharp(picture)
    .resize({ width: VIEWPORT.width, withoutEnlargement: true })
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer()
  writeFileSync(file, png)
  return `${path.relative(process.cwd(), file)} (${Math.round(png.length / 1024)} kB)`
}

const site = await startProductionSite('docs-screenshots')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const outcomes: Array<{ name: string; outcome: string }> = []
try {
  mkdirSync(OUTPUT_DIR, { recursive: true })
  const visitor = await newContext(browser, site.origin)
  await sendEnquiries(visitor)
  await visitor.close()
  const editor = await newContext(browser, site.origin)
  const signedOut = await newContext(browser, site.origin)
  await signIn(editor)
  for (const shot of adminShots) {
    const page = await (shot.signedOut ? signedOut : editor).newPage()
    try {
      const region = await shot.open(page)
      // let fonts, images and the admin's transitions settle
      await page.waitForTimeout(700)
      const picture = region ? await region.screenshot() : await page.screenshot()
      outcomes.push({ name: shot.name, outcome: `✓ ${await writeShot(shot.name, picture)}` })
    } catch (error) {
      const missing = error instanceof ScreenMissing
      outcomes.push({
        name: shot.name,
        outcome: `${missing ? 'missing' : '✗ error'}: ${(error as Error).message.split('\n')[0]}`,
      })
    } finally {
      await page.close()
    }
  }
} finally {
  await browser.close()
  await site.stop()
}

for (const { name, outcome } of outcomes) console.log(`${name.padEnd(22)} ${outcome}`)
const failed = outcomes.filter(({ outcome }) => outcome.startsWith('✗'))
process.exit(failed.length > 0 ? 1 : 0)
