import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { expect, type Page, test } from '@playwright/test'
import type { AxeResults } from 'axe-core'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { signInToAdmin } from './support/admin'
import { restCall, signIn } from './support/draftMode'

/**
 * Issue 28: an editor schedules a page through Payload's own drawer ("Naplánovat publikaci"), in
 * Prague time, and the pages list says "Naplánováno na …"; the drawer and the list pass axe.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8')
const stamp = Date.now()
const password = 'Heslo-602-planovac'

/** Serious or critical axe findings inside `selector` (the drawer, the list): what this work adds. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<AxeResults> }
      }
    ).axe
    const result = await axe.run({ include: [selector] } as unknown as Document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    })
    return result.violations
  }, selector)
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    )
}

/** Prague's wall clock for an instant, as the drawer's date field shows it ("12. 1. 2027 8:05"). */
function pragueParts(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>
}

test.describe('scheduled publishing in the admin @desktop-only', () => {
  let adminToken = ''
  let pageId = 0
  let editorId = 0

  test.beforeAll(async () => {
    adminToken = await signIn(DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD)
    const page = await restCall(adminToken, 'POST', '/api/pages?draft=true', {
      title: `Jarní akce ${stamp}`,
      path: `jarni-akce-${stamp}`,
    })
    pageId = page.doc!.id
    const editor = await restCall(adminToken, 'POST', '/api/users', {
      email: `planovac-${stamp}@example.cz`,
      password,
      name: 'Plánovač',
      roles: ['editor'],
    })
    editorId = editor.doc!.id
  })

  test.afterAll(async () => {
    // Deleting the page also cancels its schedule.
    if (pageId) await restCall(adminToken, 'DELETE', `/api/pages/${pageId}`)
    if (editorId) await restCall(adminToken, 'DELETE', `/api/users/${editorId}`)
  })

  test('an editor schedules a page in the drawer; the list shows "Naplánováno na …" in Prague time', async ({
    page,
  }) => {
    await signInToAdmin(page, { email: `planovac-${stamp}@example.cz`, password })
    await page.goto(`/admin/collections/pages/${pageId}`)
    await page.locator('#action-save-popup .popup-button').click()
    await page.getByRole('button', { name: 'Naplánovat publikaci' }).click()
    const drawer = page.locator('.schedule-publish')
    await expect(drawer.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(drawer.getByText('Žádné nadcházející události nejsou naplánovány.')).toBeVisible()

    // (Payload's styled radio lies over the input)
    await drawer.getByRole('radio', { name: 'Publikovat' }).check({ force: true })
    // An hour ahead, on the drawer's 5-minute steps, picked as Prague's wall clock (the drawer's
    // time zone) in its calendar: the day, then the time in the list of times of that day.
    const at = new Date(Math.ceil((Date.now() + 60 * 60 * 1000) / 300_000) * 300_000)
    const { year, month, day, hour, minute } = pragueParts(at)
    await drawer.locator('.react-datepicker__input-container input').click()
    await page
      .locator('.react-datepicker__day:not(.react-datepicker__day--outside-month)', {
        hasText: new RegExp(`^${day}$`),
      })
      .click()
    const step = (Number(hour) * 60 + Number(minute)) / 5
    await page.locator('.react-datepicker__time-list-item').nth(step).click()
    expect(await seriousViolations(page, '.schedule-publish'), 'the schedule drawer').toEqual([])
    await drawer.locator('#scheduled-publish-save').click()
    // The drawer lists it on the 24-hour clock ("26. 11. 2026 13:20").
    await expect(drawer.locator('.table')).toContainText(`${Number(hour)}:${minute}`)

    const expected = `Naplánováno na ${day}. ${month}. ${year} ${Number(hour)}:${minute}`
    await page.goto('/admin/collections/pages?limit=100')
    const row = page.locator('tr', { hasText: `Jarní akce ${stamp}` })
    await expect(row).toContainText(expected)
    // The column this work adds (Payload's own list header and row checkboxes are not ours).
    expect(await seriousViolations(page, 'td.cell-scheduledPublication'), 'the column').toEqual([])
  })
})
