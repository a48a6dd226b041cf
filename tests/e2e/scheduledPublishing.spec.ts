import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { expect, type Page, test } from '@playwright/test'
import type { AxeResults } from 'axe-core'

import { formatAdminDateTime } from '../../src/lib/dates/formatAdminDateTime'
import { formatPrague } from '../../src/lib/dates/prague'
import { pastScheduleTimeMessage } from '../../src/scheduling/scheduleTime'
import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { signInToAdmin } from './support/admin'
import { restCall, signIn } from './support/draftMode'

/**
 * Issue 28: an editor schedules a page in the drawer ("Naplánovat zveřejnění"), in Prague time,
 * and the pages list says "Naplánováno na …"; the drawer and the list pass axe. Issue 40: the
 * drawer preselects what fits the page, takes a typed Czech date and time to the minute, and
 * says in Czech what is wrong with one that is no date. Issue 53: a time already past is refused
 * on the field, in the drawer and by the server, and nothing is scheduled; the example is always
 * to come; the dialog is named by its title.
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
    await page.getByRole('button', { name: 'Naplánovat zveřejnění' }).click()
    const drawer = page.locator('.schedule-publish')
    await expect(drawer.getByRole('heading', { level: 2 })).toContainText('Naplánovat:')
    // Issue 53: the dialog is named by its Czech title, not by its slug ("schedule-publish-95").
    await expect(
      page.getByRole('dialog', { name: `Naplánovat: Jarní akce ${stamp}` }),
    ).toBeVisible()
    await expect(drawer.getByText('Nic naplánováno není.')).toBeVisible()

    // Issue 40: a never-published page is scheduled to be published, never unpublished.
    await expect(drawer.getByRole('radio', { name: 'Zveřejnit' })).toBeChecked()
    await expect(drawer.getByRole('radio', { name: 'Zrušit zveřejnění' })).toHaveCount(0)

    // Something that is no date gets a Czech message instead of vanishing.
    const when = drawer.getByLabel('Datum a čas (pražský čas)')
    await when.fill('31. 2. 2027 8:00')
    await when.blur()
    // The example is tomorrow 9:00 (built when the drawer opened), in the hint and the message.
    const example = /např\. (\d{1,2}\. \d{1,2}\. \d{4} 09:00)/
    const hint = (await drawer.getByText(example).first().textContent())!
    const exampleTime = example.exec(hint)![1]!
    await expect(drawer.getByRole('alert')).toHaveText(
      `Datum a čas zadejte jako den. měsíc. rok hodiny:minuty, např. ${exampleTime}.`,
    )
    await expect(when).toHaveValue('31. 2. 2027 8:00')

    // Issue 53: a time already past (yesterday, on Prague's clock) is refused on the field, and
    // "Naplánovat" schedules nothing: no toast, the list stays empty.
    const yesterday = formatAdminDateTime(new Date(Date.now() - 24 * 3_600_000))!
    await when.fill(yesterday)
    await when.blur()
    const refusal = drawer.getByRole('alert')
    await expect(refusal).toHaveText(pastScheduleTimeMessage('publish'))
    await expect(when).toHaveAttribute('aria-invalid', 'true')
    const refusalId = await refusal.getAttribute('id')
    expect((await when.getAttribute('aria-describedby'))?.split(' ')).toContain(refusalId)
    await drawer.locator('#scheduled-publish-save').click()
    await expect(refusal).toHaveText(pastScheduleTimeMessage('publish'))
    await expect(page.getByText(/^Naplánováno: /)).toHaveCount(0)
    await expect(drawer.getByText('Nic naplánováno není.')).toBeVisible()
    expect(await seriousViolations(page, '.schedule-publish'), 'the refusal').toEqual([])

    // A date alone is midnight, and the field says so.
    const inThreeDays = formatPrague(new Date(Date.now() + 3 * 24 * 3_600_000), 'd. M. yyyy')
    await when.fill(inThreeDays)
    await expect(drawer.getByRole('alert')).toHaveCount(0)
    await expect(when).toHaveAttribute('aria-invalid', 'false')
    await expect(drawer.getByText(`tj. ${inThreeDays} 00:00`)).toBeVisible()

    // Typed the Czech way, to the minute, on Prague's 24-hour clock: an hour and a bit ahead.
    const at = new Date(Math.ceil((Date.now() + 61 * 60 * 1000) / 60_000) * 60_000)
    // The admin's one formatter ("7. 12. 2026 06:05"): the test types and expects what it shows.
    const expectedTime = formatAdminDateTime(at)!
    await when.fill(expectedTime)
    await expect(drawer.getByRole('alert')).toHaveCount(0)
    expect(await seriousViolations(page, '.schedule-publish'), 'the schedule drawer').toEqual([])
    await drawer.locator('#scheduled-publish-save').click()
    await expect(drawer.locator('table')).toContainText(`Zveřejnit${expectedTime}`)
    await expect(drawer).not.toContainText(/Time|Selected date|odp\.|dop\./)

    await page.goto('/admin/collections/pages?limit=100')
    const row = page.locator('tr', { hasText: `Jarní akce ${stamp}` })
    await expect(row).toContainText(`Naplánováno na ${expectedTime}`)
    // The column this work adds (Payload's own list header and row checkboxes are not ours).
    expect(await seriousViolations(page, 'td.cell-scheduledPublication'), 'the column').toEqual([])
  })

  test("a time the server finds past (the browser's clock behind) gets the server's reason on the field", async ({
    page,
  }) => {
    const draft = await restCall(adminToken, 'POST', '/api/pages?draft=true', {
      title: `Hodiny pozadu ${stamp}`,
      path: `hodiny-pozadu-${stamp}`,
    })
    const id = draft.doc!.id
    try {
      await signInToAdmin(page, { email: `planovac-${stamp}@example.cz`, password })
      await page.goto(`/admin/collections/pages/${id}`)
      // The browser's clock three hours behind: an hour ahead of it is two hours ago.
      const browserNow = Date.now() - 3 * 3_600_000
      await page.clock.setFixedTime(browserNow)
      await page.locator('#action-save-popup .popup-button').click()
      await page.getByRole('button', { name: 'Naplánovat zveřejnění' }).click()
      const drawer = page.locator('.schedule-publish')
      const when = drawer.getByLabel('Datum a čas (pražský čas)')
      await when.fill(formatAdminDateTime(new Date(browserNow + 3_600_000))!)
      await expect(drawer.getByRole('alert')).toHaveCount(0)
      await drawer.locator('#scheduled-publish-save').click()
      await expect(drawer.getByRole('alert')).toHaveText(pastScheduleTimeMessage('publish'))
      await expect(when).toHaveAttribute('aria-invalid', 'true')
      await expect(drawer.getByText('Nic naplánováno není.')).toBeVisible()
    } finally {
      await restCall(adminToken, 'DELETE', `/api/pages/${id}`)
    }
  })

  test('a published page without pending changes is scheduled to be unpublished', async ({
    page,
  }) => {
    const published = await restCall(adminToken, 'POST', '/api/pages', {
      title: `Zveřejněná ${stamp}`,
      path: `zverejnena-${stamp}`,
      _status: 'published',
    })
    const id = published.doc!.id
    try {
      await signInToAdmin(page, { email: `planovac-${stamp}@example.cz`, password })
      await page.goto(`/admin/collections/pages/${id}`)
      await page.locator('#action-save-popup .popup-button').click()
      await page.getByRole('button', { name: 'Naplánovat zveřejnění' }).click()
      const drawer = page.locator('.schedule-publish')
      await expect(drawer.getByRole('radio', { name: 'Zrušit zveřejnění' })).toBeChecked()
      await expect(drawer.getByRole('radio', { name: 'Zveřejnit' })).not.toBeChecked()
    } finally {
      await restCall(adminToken, 'DELETE', `/api/pages/${id}`)
    }
  })
})
