import { expect, test, type Locator } from '@playwright/test'

import { ENQUIRY_REFUSAL_MESSAGES } from '../../src/leads/enquiry/messages'
import { VALIDATION_MESSAGES as M } from '../../src/lib/validation/messages'
import { fill, person, waitLikeAPerson } from './support/enquiryForm'
import { formLibraryScripts, interceptFormLibrary } from './support/formLibrary'
import { E2E } from './support/ports'
import { deliveredForms, resetSandbox, settleLeads } from './support/sandboxControls'

/**
 * The enquiry forms without client JavaScript: the browser posts the form itself, the server
 * answers with the page (spec 5 messages, the confirmation step of the bot check, the thank-you)
 * or redirects to the block's confirmation page. What reached the provider is read once the
 * server's lead queue has delivered every stored enquiry (`deliveredForms`).
 */
test.beforeEach(async () => {
  // a lead of an earlier test still on its way must not land after the reset
  await settleLeads()
  await resetSandbox()
})

const errorOf = async (form: Locator, field: Locator) => {
  const describedBy = await field.getAttribute('aria-describedby')
  return describedBy ? form.locator(`[id="${describedBy}"]`) : form.locator('#no-message')
}

const ERROR_SUMMARY_TITLE = 'Formulář obsahuje chyby'

/** The form's error summary lists exactly these "label: message" links, each to its field. */
async function expectSummaryLinks(
  form: Locator,
  expected: Array<[label: string, message: string]>,
) {
  const links = form.getByRole('alert').getByRole('link')
  await expect(links).toHaveText(expected.map(([label, message]) => `${label}: ${message}`))
  for (const [index, [label, message]] of expected.entries()) {
    const href = await links.nth(index).getAttribute('href')
    expect(href, label).toMatch(/^#/)
    const field = form.locator(`[id="${href!.slice(1)}"]`)
    await expect(field, label).toHaveAttribute('aria-invalid', 'true')
    await expect(await errorOf(form, field), label).toHaveText(message)
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('id', href!.slice(1))
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const submit = (form: Locator, name: string | RegExp) =>
    form.getByRole('button', { name }).click()

  test('the contact form posts to the server and shows the spec 5 messages', async ({ page }) => {
    await page.goto('/kontakt')
    const form = page.locator('form[data-form="contact"]')
    await expect(form).toHaveAttribute('method', /post/i)
    await submit(form, 'Odeslat zprávu')

    await expect(page).toHaveURL(/\/kontakt$/)
    const posted = page.locator('form[data-form="contact"]')
    await expect(posted.getByText(M.required, { exact: true })).toHaveCount(5)
    for (const label of [/^Jméno$/, /^Příjmení$/, /^E-mail$/, /^Telefon$/, /^Vaše zpráva$/]) {
      const field = posted.getByLabel(label)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(await errorOf(posted, field)).toHaveText(M.required)
    }
    // WCAG 3.3.1: a summary at the top of the form, focused by the browser, links to each field
    const summary = posted.getByRole('alert')
    await expect(summary.getByRole('heading', { name: ERROR_SUMMARY_TITLE })).toBeVisible()
    await expect(summary).toBeFocused()
    // above every field of the form
    expect(
      await summary.evaluate((element) => {
        const field = element.closest('form')?.querySelector('input:not([type=hidden]), textarea')
        return Boolean(field && element.compareDocumentPosition(field) & 4)
      }),
    ).toBe(true)
    await expectSummaryLinks(posted, [
      ['Jméno', M.required],
      ['Příjmení', M.required],
      ['E-mail', M.required],
      ['Telefon', M.required],
      ['Vaše zpráva', M.required],
    ])

    await fill(posted, {
      ...person,
      name: 'Jan2',
      surname: 'Novák 3',
      email: 'jan@example',
      phone: '603 12',
    })
    await submit(posted, 'Odeslat zprávu')
    const again = page.locator('form[data-form="contact"]')
    await expect(await errorOf(again, again.getByLabel('Jméno', { exact: true }))).toHaveText(
      M.name,
    )
    await expect(await errorOf(again, again.getByLabel('Příjmení'))).toHaveText(M.surname)
    await expect(await errorOf(again, again.getByLabel('E-mail'))).toHaveText(M.email)
    await expect(await errorOf(again, again.getByLabel('Telefon'))).toHaveText(M.phone)
    // what was typed comes back as typed; the valid message has no error
    await expect(again.getByLabel('Jméno', { exact: true })).toHaveValue('Jan2')
    await expect(again.getByLabel('Vaše zpráva')).toHaveValue(person.text)
    await expect(again.getByLabel('Vaše zpráva')).not.toHaveAttribute('aria-invalid', 'true')
    await expectSummaryLinks(again, [
      ['Jméno', M.name],
      ['Příjmení', M.surname],
      ['E-mail', M.email],
      ['Telefon', M.phone],
    ])
    // a link of the summary brings its field into view, clear of the sticky header
    await again
      .getByRole('alert')
      .getByRole('link', { name: `Telefon: ${M.phone}` })
      .click()
    await expect(page).toHaveURL(/#.+-phone$/)
    const phone = await again.getByLabel('Telefon').boundingBox()
    const headerBottom = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('header')]
          .filter((header) => getComputedStyle(header).position === 'sticky')
          .map((header) => header.getBoundingClientRect().bottom),
      ),
    )
    expect(headerBottom).toBeGreaterThan(0)
    expect(phone!.y).toBeGreaterThanOrEqual(headerBottom)
    expect(await deliveredForms()).toEqual([])
  })

  test('a valid contact enquiry is confirmed once, then sent once and thanked', async ({
    page,
  }) => {
    await page.goto('/kontakt')
    const form = page.locator('form[data-form="contact"]')
    await fill(form, person)
    await form.getByLabel(/Jak jste se o nás dozvěděli/).selectOption('SOCIALS')
    await submit(form, 'Odeslat zprávu')

    // The first post starts the server's fill-time clock: nothing is sent yet, nothing is lost.
    const confirm = page.locator('form[data-form="contact"]')
    await expect(confirm.getByRole('alert')).toHaveText(ENQUIRY_REFUSAL_MESSAGES.unconfirmed)
    await expect(confirm.getByLabel('E-mail')).toHaveValue(person.email)
    await expect(confirm.getByLabel(/Jak jste se o nás dozvěděli/)).toHaveValue('SOCIALS')
    expect(await deliveredForms()).toEqual([])

    await waitLikeAPerson(page)
    await submit(confirm, 'Odeslat zprávu')
    await expect(page.getByRole('heading', { name: 'Děkujeme za zprávu' })).toBeVisible()
    await expect(page.locator('form[data-form="contact"]')).toHaveCount(0)
    expect(await deliveredForms()).toEqual([
      expect.objectContaining({
        first_name: person.name,
        last_name: person.surname,
        email: person.email,
        phone: person.phone,
        text: person.text,
        source: 'SOCIALS',
        location: `Kontaktní formulář | ${E2E.siteUrl}/kontakt`,
      }),
    ])
  })

  test('a registration ends on its confirmation page @desktop-only', async ({ page }) => {
    await page.goto('/nocni-golf-registrace')
    const form = page.locator('form[data-form]')
    const { text: _text, ...withoutText } = person
    await fill(form, withoutText)
    await submit(form, /Zaregistrovat se/)
    const confirm = page.locator('form[data-form]')
    await expect(confirm.getByRole('alert')).toHaveText(ENQUIRY_REFUSAL_MESSAGES.unconfirmed)
    await waitLikeAPerson(page)
    await submit(confirm, /Zaregistrovat se/)
    await expect(page).toHaveURL(/\/potvrzeni-obecne$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await deliveredForms()).toEqual([
      expect.objectContaining({
        text: 'Registrace na noční golf',
        location: `Registrace na noční golf | ${E2E.siteUrl}/nocni-golf-registrace`,
      }),
    ])
  })
})

test.describe('with JavaScript', () => {
  test('the form libraries load only when a person starts filling the form', async ({ page }) => {
    const found = formLibraryScripts(page)
    await page.goto('/kontakt')
    await page.waitForLoadState('networkidle')
    const form = page.locator('form[data-form="contact"]')
    await form.scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
    expect(found).toEqual([])

    await form.getByLabel('Jméno', { exact: true }).focus()
    await expect.poll(() => found.length).toBeGreaterThan(0)
    // and the validation it brings works at once
    await form.getByLabel('Jméno', { exact: true }).blur()
    await expect(form.getByText(M.required)).toHaveCount(1)
  })

  test('when only the server could check the fields, its error summary appears and takes focus', async ({
    page,
  }) => {
    // The browser's validation never arrives (offline, a new deployment): the server checks.
    await interceptFormLibrary(page, 'abort')
    await page.goto('/kontakt')
    await page.waitForLoadState('networkidle')
    const form = page.locator('form[data-form="contact"]')
    await fill(form, { ...person, email: 'jan@example' })
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click()

    const summary = form.getByRole('alert')
    await expect(summary.getByRole('heading', { name: ERROR_SUMMARY_TITLE })).toBeVisible()
    await expect(summary).toBeFocused()
    await expectSummaryLinks(form, [['E-mail', M.email]])
    await expect(page).toHaveURL(/\/kontakt$/)
    // the link takes the person to the field itself
    await summary.getByRole('link', { name: `E-mail: ${M.email}` }).click()
    await expect(form.getByLabel('E-mail')).toBeFocused()
    expect(await deliveredForms()).toEqual([])
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})
