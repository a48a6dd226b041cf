import { expect, type Page, test } from '@playwright/test'

import { ENQUIRY_REFUSAL_MESSAGES } from '../../src/leads/enquiry/messages'
import { signInToAdmin } from './support/admin'
import { dataLayerEvents } from './support/dataLayer'
import { fill, person, waitLikeAPerson } from './support/enquiryForm'
import {
  acceptedForms,
  addSandboxFault,
  clearSandboxFaults,
  leadBacklog,
  resetSandbox,
  sendFormRequests,
  type SendFormRequest,
  settleLeads,
} from './support/sandboxControls'

/**
 * Store first, deliver later (src/leads/): while the provider's send-form fails, visitors are
 * thanked as usual and their enquiries wait in the database; once it answers again, the queue
 * delivers each of them exactly once, with the key it carried on every failed attempt, and the
 * administrator sees them delivered.
 */
const OUTAGE_MS = 60_000
/** The longest retry delay is 60 s (LEADS_RETRY_MAX_SECONDS); the rest is slack. */
const DELIVERED_WITHIN_MS = 90_000

// Even when the test fails half-way, its leads are delivered before the next test resets the
// sandbox (the longest retry delay is 60 s).
test.afterEach(() => settleLeads(DELIVERED_WITHIN_MS))

test('enquiries sent while the provider fails are thanked, then delivered once it is back @desktop-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await settleLeads()
  await resetSandbox()
  const { failed } = await leadBacklog()
  const stamp = Date.now()
  const withScript = { ...person, email: `s-js-${stamp}@example.cz` }
  const withoutScript = { ...person, name: 'Ludmila', email: `bez-js-${stamp}@example.cz` }
  const scriptContext = await browser.newContext()
  const plainContext = await browser.newContext({ javaScriptEnabled: false })

  await addSandboxFault({ path: '/send-form', kind: '500' })
  const outageStarted = Date.now()
  let outageEnded = 0
  try {
    // A visitor with JavaScript sends the contact form and is thanked at once.
    const visitor = await scriptContext.newPage()
    await visitor.goto('/kontakt')
    const form = visitor.locator('form[data-form="contact"]')
    await fill(form, withScript)
    await waitLikeAPerson(visitor)
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
    await expect(visitor.getByRole('heading', { name: 'Děkujeme za zprávu' })).toBeVisible()
    await expect(visitor.locator('form[data-form="contact"]')).toHaveCount(0)
    await expect(visitor.locator('main').getByRole('alert')).toHaveCount(0)
    expect(await dataLayerEvents(visitor)).toContainEqual({
      event: 'contact-form_submit',
      formName: 'contact',
    })

    // A visitor without JavaScript asks for a price: one confirmation, then the thanks.
    const plain = await plainContext.newPage()
    await plain.goto('/sofa-tarify')
    const pricing = plain.locator('form[data-form="pricing"]')
    await fill(pricing, withoutScript)
    await pricing.getByRole('button', { name: 'Poptat cenovou nabídku' }).click()
    const confirm = plain.locator('form[data-form="pricing"]')
    await expect(confirm.getByRole('alert')).toHaveText(ENQUIRY_REFUSAL_MESSAGES.unconfirmed)
    await waitLikeAPerson(plain)
    await confirm.getByRole('button', { name: 'Poptat cenovou nabídku' }).click()
    await expect(plain.getByRole('heading', { name: 'Děkujeme za poptávku' })).toBeVisible()
    await expect(plain.locator('form[data-form="pricing"]')).toHaveCount(0)
    await expect(plain.locator('main').getByRole('alert')).toHaveCount(0)

    // Both wait in the database; the provider has refused every attempt so far.
    expect(await leadBacklog()).toMatchObject({ undelivered: 2, failed })
    await expect
      .poll(async () => attemptedEmails(await sendFormRequests()), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([withScript.email, withoutScript.email]))
    expect((await acceptedForms()).data).toEqual([])

    await visitor.waitForTimeout(Math.max(0, outageStarted + OUTAGE_MS - Date.now()))
    const backlog = await leadBacklog()
    expect(backlog).toMatchObject({ undelivered: 2, failed })
    expect(backlog.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(40)
    expect((await acceptedForms()).data).toEqual([])
  } finally {
    await clearSandboxFaults()
    outageEnded = Date.now()
    await scriptContext.close()
    await plainContext.close()
  }

  // Each arrives once, within the longest retry delay of the provider's recovery.
  const deliveredOnce = async (email: string) =>
    (await acceptedForms()).data.filter((form) => form.body.email === email)
  for (const email of [withScript.email, withoutScript.email]) {
    await expect
      .poll(async () => (await deliveredOnce(email)).length, {
        message: `${email} delivered after the outage`,
        timeout: Math.max(1_000, outageEnded + DELIVERED_WITHIN_MS - Date.now()),
        intervals: [500, 1_000],
      })
      .toBe(1)
  }
  expect(Date.now() - outageEnded).toBeLessThanOrEqual(DELIVERED_WITHIN_MS)
  await settleLeads()
  const { duplicates } = await acceptedForms()
  expect(duplicates).toEqual([])
  expect(await leadBacklog()).toMatchObject({ undelivered: 0, failed })

  const keys: string[] = []
  const requests = await sendFormRequests()
  for (const visitor of [withScript, withoutScript]) {
    const [accepted] = await deliveredOnce(visitor.email)
    expect(accepted!.body).toMatchObject({ first_name: visitor.name, email: visitor.email })
    const key = accepted!.idempotencyKey
    expect(key, visitor.email).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    )
    keys.push(key!)
    // every attempt of this lead, the refused ones of the outage too, carried the same key
    const attempts = requests.filter((request) => request.body.email === visitor.email)
    // all but the accepted last one came during the outage
    const refused = attempts.slice(0, -1)
    expect(refused.length, visitor.email).toBeGreaterThanOrEqual(2)
    for (const attempt of refused) {
      expect(Date.parse(attempt.receivedAt), visitor.email).toBeLessThanOrEqual(outageEnded)
    }
    expect(new Set(attempts.map((request) => request.idempotencyKey)), visitor.email).toEqual(
      new Set([key]),
    )
  }
  expect(new Set(keys).size).toBe(2)

  // The administrator signs in and sees both leads delivered.
  await signInToAdmin(page)
  await showLeads(page, keys)
  const rows = page.locator('tbody').getByRole('row')
  await expect(rows).toHaveCount(2)
  const contactRow = rows.filter({ hasText: 'Kontaktní formulář' })
  const pricingRow = rows.filter({ hasText: 'Poptávka ceníku' })
  for (const row of [contactRow, pricingRow]) {
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('cell', { name: /^Doručeno \d/ })).toBeVisible()
  }
  await expect(rows.getByRole('cell', { name: /^Čeká/ })).toHaveCount(0)
})

/** The e-mails of the enquiries send-form has been asked to take (accepted or not). */
const attemptedEmails = (requests: SendFormRequest[]) => [
  ...new Set(requests.map((request) => String(request.body.email))),
]

/** The admin's list of leads ("Poptávky"), narrowed to the leads of these delivery keys. */
async function showLeads(page: Page, deliveryIds: string[]) {
  const query = deliveryIds
    .map((id, index) => `where[or][${index}][deliveryId][equals]=${encodeURIComponent(id)}`)
    .join('&')
  await page.goto(`/admin/collections/leads?${query}`)
  await expect(page.getByRole('heading', { name: 'Poptávky', level: 1 })).toBeVisible()
}
