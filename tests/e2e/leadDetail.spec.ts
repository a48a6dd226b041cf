import { expect, test } from '@playwright/test'

import { phoneHref } from '../../src/lib/phoneHref'
import { leadRowByEmail, signInToAdmin } from './support/admin'
import { expectNoAxeViolations } from './support/adminAxe'
import { person, sendEnquiryAsVisitor } from './support/enquiryForm'

/**
 * A salesperson opens a lead and reads it as a document: the visitor's name as its title, the
 * e-mail and phone as links that start a message or a call, where the lead is in words, the
 * message as text; the technical part of its delivery folded away. Found in the list by what
 * the salesperson remembers of the visitor. Axe finds nothing, folded or unfolded.
 */
test('a lead reads as a document with links to reach the visitor @desktop-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `detail-${Date.now()}@example.cz`
  const name = `${person.name} ${person.surname}`
  await sendEnquiryAsVisitor(browser, email)

  await signInToAdmin(page)
  await page.goto('/admin/collections/leads')
  await expect(page.getByRole('heading', { level: 1, name: 'Poptávky' })).toBeVisible()
  for (const column of ['Jméno a příjmení', 'Formulář', 'Přijato', 'Stav doručení']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible()
  }

  // The search box reaches the e-mail: exactly this visitor's lead.
  const row = await leadRowByEmail(page, email)
  await expect(row.getByRole('cell', { name, exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: 'Kontaktní formulář', exact: true })).toBeVisible()
  await expect(
    row.getByRole('cell', { name: /^Doručeno \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}$/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'body')

  // The surname finds it too (among the other leads of the same test person).
  await page.locator('#search-filter-input').fill(person.surname)
  await expect(page.locator('tbody tr').first()).toContainText(name)

  await page.locator('#search-filter-input').fill(email)
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await page.locator('tbody tr').first().getByRole('link').first().click()

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.locator('[data-lead-delivery-state]')).toHaveText(
    /^Stav doručení: Doručeno \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}$/,
  )
  await expect(page.getByRole('link', { name: email, exact: true })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  )
  await expect(page.getByRole('link', { name: person.phone, exact: true })).toHaveAttribute(
    'href',
    phoneHref(person.phone),
  )
  await expect(page.locator('[data-lead-message]')).toHaveText(person.text)
  await expect(page.locator('[data-lead-letter]')).toContainText('Jak se o nás dozvěděl')
  await expect(page.locator('[data-lead-letter]')).toContainText('Jinak')
  await expect(page.locator('[data-lead-retention-note]')).toBeVisible()
  // Text, not greyed-out form controls; no transport jargon where a salesperson reads.
  await expect(
    page.locator('.document-fields').locator('input:visible, textarea:visible, select:visible'),
  ).toHaveCount(0)
  await expect(page.locator('[data-lead-delivery-details]')).toBeHidden()
  await expect(page.getByText(/Idempotency|HTTP/)).toHaveCount(0)
  await expectNoAxeViolations(page, 'body')

  // The technical part, unfolded: the delivery key, attempts, the attempt log.
  const technical = page.locator('.collapsible-field', {
    hasText: 'Technické podrobnosti doručení',
  })
  await technical.locator('.collapsible__toggle').first().click()
  const details = page.locator('[data-lead-delivery-details]')
  await expect(details).toBeVisible()
  await expect(details).toContainText('Klíč doručení')
  await expect(details).toContainText('Počet pokusů o doručení')
  await expect(technical.getByRole('columnheader', { name: 'Kód odpovědi' })).toBeVisible()
  await expectNoAxeViolations(page, 'body')
})
