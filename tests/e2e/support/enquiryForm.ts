import { type Browser, expect, type Locator, type Page } from '@playwright/test'

import { MIN_FILL_MS } from '../../../src/leads/enquiry/botGuard'
import { settleLeads } from './sandboxControls'

/** The person who fills the enquiry forms of the e2e tests. */
export const person = {
  name: 'Žofie',
  surname: 'Nováková-Dvořáková',
  email: 'zofie.novakova@example.cz',
  phone: '+420 603 123 456',
  text: 'Dobrý den, prosím o nabídku pro 40 uživatelů.',
}

export async function fill(form: Locator, values: Partial<typeof person>) {
  const labels: Record<keyof typeof person, RegExp> = {
    name: /^Jméno$/,
    surname: /^Příjmení$/,
    email: /^E-mail$/,
    phone: /^Telefon$/,
    text: /zpráva|potřebujete|organizace|promluvit/i,
  }
  for (const [field, value] of Object.entries(values) as Array<[keyof typeof person, string]>) {
    await form.getByLabel(labels[field]).fill(value)
  }
}

/**
 * A person needs a moment to fill a form in: the server counts from the token it issued when the
 * form was first touched, and answers a faster submission with a message instead of sending it.
 */
export const waitLikeAPerson = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 200)

/** A lead in the admin: `person` (with `email`) sends the contact form, the queue delivers it. */
export async function sendEnquiryAsVisitor(browser: Browser, email: string) {
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto('/kontakt')
  const form = visitor.locator('form[data-form="contact"]')
  await fill(form, { ...person, email })
  await waitLikeAPerson(visitor)
  await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
  await expect(visitor.getByRole('heading', { name: 'Děkujeme za zprávu' })).toBeVisible()
  await visitor.context().close()
  await settleLeads()
}
