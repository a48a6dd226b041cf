import { expect, test } from '@playwright/test'

import { VALIDATION_MESSAGES as M } from '../../src/lib/validation/messages'
import { dataLayerEvents, eventNames, refuseCookiesUpFront } from './support/dataLayer'
import { fill, person, waitLikeAPerson } from './support/enquiryForm'
import { E2E } from './support/ports'
import {
  acceptedForms,
  addSandboxFault,
  clearSandboxFaults,
  deliveredForms,
  resetSandbox,
  sendFormRequests,
  settleLeads,
} from './support/sandboxControls'

/**
 * A sent enquiry is a stored lead that the server's queue delivers to the provider a moment
 * later: what reached the provider is read with `deliveredForms()`, which first waits until no
 * lead is left undelivered (so "nothing was sent" is final too). A lead of an earlier test still
 * on its way must not land after this test's reset.
 */
test.beforeEach(async ({ page }) => {
  await settleLeads()
  await resetSandbox()
  await refuseCookiesUpFront(page)
})

test.describe('contact form', () => {
  test('shows every message on blur', async ({ page }) => {
    await page.goto('/kontakt')
    const form = page.locator('form[data-form="contact"]')
    const name = form.getByLabel('Jméno', { exact: true })
    // a focus before hydration loads no validation (the form then posts without JS): repeat it
    await expect(async () => {
      await name.focus()
      await name.blur()
      await expect(form.getByText(M.required)).toHaveCount(1, { timeout: 2_000 })
    }).toPass()
    await expect(name).toHaveAttribute('aria-invalid', 'true')

    await name.fill('Jan2')
    await name.blur()
    await expect(form.getByText(M.name)).toBeVisible()
    await form.getByLabel('Příjmení').fill('Novák 3')
    await form.getByLabel('Příjmení').blur()
    await expect(form.getByText(M.surname)).toBeVisible()
    await form.getByLabel('Telefon').fill('603 12')
    await form.getByLabel('Telefon').blur()
    await expect(form.getByText(M.phone)).toBeVisible()
    await form.getByLabel('E-mail').fill('jan@example')
    await form.getByLabel('E-mail').blur()
    await expect(form.getByText(M.email)).toBeVisible()

    // a corrected value clears its message on the next blur
    await name.fill('Jan')
    await name.blur()
    await expect(form.getByText(M.name)).toHaveCount(0)
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('stops an invalid submit and shows the messages', async ({ page }) => {
    await page.goto('/kontakt')
    const form = page.locator('form[data-form="contact"]')
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
    await expect(form.getByText(M.required)).toHaveCount(5)
    await expect(form.getByLabel('Jméno', { exact: true })).toBeFocused()

    await fill(form, { ...person, email: 'zofie@', phone: '12345' })
    await waitLikeAPerson(page)
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
    await expect(form.getByText(M.email)).toBeVisible()
    await expect(form.getByText(M.phone)).toBeVisible()
    await expect(form.getByText(M.required)).toHaveCount(0)
    expect(await deliveredForms()).toHaveLength(0)
    expect(await eventNames(page)).not.toContain('contact-form_submit')
  })

  test('sends the exact payload, thanks the visitor and records the events', async ({ page }) => {
    await page.goto('/kontakt')
    await expect(page).toHaveTitle('Kontakt | Software602')
    const form = page.locator('form[data-form="contact"]')
    await expect(form.getByRole('link', { name: /zpracování osobních údajů/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await fill(form, person)
    await waitLikeAPerson(page)
    expect(await eventNames(page)).not.toContain('form')
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click()

    await expect(page.getByRole('heading', { name: 'Děkujeme za zprávu' })).toBeVisible()
    await expect(page.locator('form[data-form="contact"]')).toHaveCount(0)
    const payload = {
      first_name: 'Žofie',
      last_name: 'Nováková-Dvořáková',
      email: 'zofie.novakova@example.cz',
      phone: '+420 603 123 456',
      lang: 'cs',
      location: `Kontaktní formulář | ${E2E.siteUrl}/kontakt`,
      text: person.text,
      source: 'OTHER',
    }
    expect(await deliveredForms()).toEqual([payload])
    // exactly these fields on the wire (the accepted list keeps only the fields send-form knows)
    expect((await sendFormRequests()).map((request) => request.body)).toEqual([payload])
    const events = await dataLayerEvents(page)
    expect(events).toContainEqual({ event: 'form', formName: 'contact' })
    expect(events).toContainEqual({ event: 'contact-form_submit', formName: 'contact' })
  })

  test('a provider failure still thanks the visitor; the lead arrives after the retry', async ({
    page,
  }) => {
    // The provider refuses the first delivery: the visitor does not wait for it, the queue
    // tries again (the first retry comes within 5 s) with the same Idempotency-Key.
    await addSandboxFault({ path: '/send-form', kind: '500', times: 1 })
    await page.goto('/kontakt')
    const form = page.locator('form[data-form="contact"]')
    await fill(form, person)
    await form.getByLabel(/Jak jste se o nás dozvěděli/).selectOption('SOCIALS')
    await waitLikeAPerson(page)
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click()

    await expect(page.getByRole('heading', { name: 'Děkujeme za zprávu' })).toBeVisible()
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0)
    expect(await eventNames(page)).toContain('contact-form_submit')
    // the refused attempt, then the accepted retry: one enquiry, one key
    await expect
      .poll(async () => (await acceptedForms()).data, { timeout: 15_000 })
      .toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ source: 'SOCIALS', first_name: person.name }),
        }),
      ])
    await settleLeads()
    const { data, duplicates } = await acceptedForms()
    expect(data).toHaveLength(1)
    expect(duplicates).toEqual([])
    const attempts = await sendFormRequests()
    expect(attempts).toHaveLength(2)
    expect(attempts.map((attempt) => attempt.idempotencyKey)).toEqual([
      data[0]!.idempotencyKey,
      data[0]!.idempotencyKey,
    ])
    expect(data[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('cannot be sent twice @desktop-only', async ({ page }) => {
    // A slow provider: a delivery in flight must not be sent again either.
    await addSandboxFault({ path: '/send-form', kind: 'slow', delayMs: 1500 })
    await page.goto('/kontakt')
    const form = page.locator('form[data-form="contact"]')
    await fill(form, person)
    await waitLikeAPerson(page)
    // The server action only stores the lead, which is quick: its answer is held back here so
    // that the form is seen while it is sending.
    await page.route('**/kontakt', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const submit = form.getByRole('button', { name: 'Odeslat zprávu' })
    await submit.click()
    await expect(form.getByRole('button', { name: 'Odesílám…' })).toBeDisabled()
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit())
    await expect(page.getByRole('heading', { name: 'Děkujeme za zprávu' })).toBeVisible()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await settleLeads()
    await clearSandboxFaults()
    const { data, duplicates } = await acceptedForms()
    expect(data).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ email: person.email }) }),
    ])
    expect(duplicates).toEqual([])
    expect(await sendFormRequests()).toHaveLength(1)
  })

  test('drops a bot that fills the hidden honeypot field @desktop-only', async ({ page }) => {
    await page.goto('/kontakt')
    const form = page.locator('form[data-form="contact"]')
    await fill(form, person)
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example'
    })
    await waitLikeAPerson(page)
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
    // the bot sees the same thanks as a person, but nothing reaches the provider
    await expect(page.getByRole('heading', { name: 'Děkujeme za zprávu' })).toBeVisible()
    expect(await deliveredForms()).toHaveLength(0)
  })
})

test.describe('price list', () => {
  test('a free-trial request says the activation link is on its way', async ({ page }) => {
    await page.goto('/sofa-tarify')
    const form = page.locator('form[data-form="free-trial"]')
    await fill(form, person)
    await waitLikeAPerson(page)
    await form.getByRole('button', { name: 'Vyzkoušet 30 dní zdarma' }).click()
    await expect(page.getByRole('status')).toContainText(
      'Na adresu zofie.novakova@example.cz jsme poslali aktivační odkaz',
    )
    expect(await deliveredForms()).toEqual([
      expect.objectContaining({
        location: `Zkušební verze zdarma na 30 dní | ${E2E.siteUrl}/sofa-tarify`,
        source: '',
        lang: 'cs',
      }),
    ])
    expect(await dataLayerEvents(page)).toContainEqual({ event: 'form', formName: 'free-trial' })
  })

  test('a pricing enquiry carries its source @desktop-only', async ({ page }) => {
    await page.goto('/sofa-tarify')
    const form = page.locator('form[data-form="pricing"]')
    await fill(form, person)
    await form.getByLabel(/Jak jste se o nás dozvěděli/).selectOption('INTERNET_SEARCH')
    await waitLikeAPerson(page)
    await form.getByRole('button', { name: 'Poptat cenovou nabídku' }).click()
    await expect(page.getByRole('heading', { name: 'Děkujeme za poptávku' })).toBeVisible()
    expect(await deliveredForms()).toEqual([
      expect.objectContaining({
        location: `Poptávka ceníku | ${E2E.siteUrl}/sofa-tarify`,
        source: 'INTERNET_SEARCH',
      }),
    ])
  })
})

test.describe('consultation', () => {
  test('a booking request ends on the confirmation page chosen in its form block', async ({
    page,
  }) => {
    await page.goto('/konzultace')
    const form = page.locator('form[data-form="consultation"]')
    await fill(form, person)
    await waitLikeAPerson(page)
    await form.getByRole('button', { name: 'Rezervovat konzultaci' }).click()
    await expect(page).toHaveURL(/\/potvrzeni-rezervace$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezervace je potvrzena')
    expect(await deliveredForms()).toEqual([
      expect.objectContaining({ location: `Konzultace zdarma | ${E2E.siteUrl}/konzultace` }),
    ])
  })
})

test.describe('event registrations @desktop-only', () => {
  const registrations = [
    ['/registrace-na-udalost', 'Registrace na událost', '/potvrzeni-registrace-na-konferenci'],
    ['/nocni-golf-registrace', 'Registrace na noční golf', '/potvrzeni-obecne'],
    [
      '/digitalizace-HR-registrace',
      'Registrace na konferenci Digitalizace HR',
      '/potvrzeni-registrace-na-konferenci',
    ],
    ['/sunset-party-2025/registrace', 'Registrace na Sunset party 2025', '/potvrzeni'],
  ] as const

  for (const [path, label, confirmation] of registrations) {
    test(`${path} ends on ${confirmation}`, async ({ page }) => {
      await page.goto(path)
      const form = page.locator('form[data-form]')
      const { text: _text, ...withoutText } = person
      await fill(form, withoutText)
      await waitLikeAPerson(page)
      await form.getByRole('button', { name: /Zaregistrovat se/ }).click()
      await expect(page).toHaveURL(new RegExp(`${confirmation}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const robots = await page.locator('meta[name="robots"]').getAttribute('content')
      expect(robots).toContain('noindex')
      expect(await deliveredForms()).toEqual([
        {
          first_name: person.name,
          last_name: person.surname,
          email: person.email,
          phone: person.phone,
          lang: 'cs',
          location: `${label} | ${E2E.siteUrl}${path}`,
          text: label,
          source: '',
        },
      ])
    })
  }
})
