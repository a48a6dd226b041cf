import { expect, type Page, type TestInfo } from '@playwright/test'

import { E2E } from './ports'

/** A customer address unique to the test and the project, so runs never share orders. */
export function customerEmail(testInfo: TestInfo, label: string): string {
  const slug = testInfo.title
    .replace(/[^a-z0-9]+/gi, '-')
    .slice(0, 30)
    .toLowerCase()
  return `${label}-${slug}-${testInfo.project.name}-${Date.now()}@firma.cz`
}

export async function sandboxCall(path: string, body?: unknown, method = 'POST') {
  const response = await fetch(`${E2E.sandboxUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.ok, `${method} ${path}`).toBe(true)
  const text = await response.text()
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>
}

export async function sessionToken(mail: string): Promise<string> {
  const { token } = await sandboxCall('/__sandbox/session', { mail })
  return String(token)
}

export async function recordedRequests(path: string, method = 'POST') {
  const response = await fetch(
    `${E2E.sandboxUrl}/__sandbox/requests?path=${encodeURIComponent(path)}&method=${method}`,
  )
  const { data } = (await response.json()) as { data: { body: unknown; query: unknown }[] }
  return data
}

export const billingDraft = {
  name: 'Jan Novák Testovací',
  email: 'jan.novak@firma.cz',
  phone: '+420 777 123 456',
  street: 'Hornokrčská 15',
  city: 'Praha',
  zip: '140 00',
  note: 'Fakturu prosím e-mailem',
  terms: 'true',
  companyBilling: 'false',
}

/** Puts a draft straight into localStorage (the spec 9 keys), as an earlier visit would have. */
export async function seedDraft(page: Page, keys: Record<string, string>) {
  await page.goto('/eshop')
  await page.evaluate((entries) => {
    localStorage.clear()
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    localStorage.setItem('shopStateVersion', '1')
  }, keys)
}

/** A logged-in customer on the billing step with Signer × 1 and card payment chosen. */
export async function seedCardPaymentDraft(page: Page, email: string) {
  await seedDraft(page, {
    ...billingDraft,
    authToken: await sessionToken(email),
    userEmail: email,
    selectedProduct: signer,
    quantity: '1',
    paymentType: 'card',
  })
}

export const signer = JSON.stringify({
  id: 1,
  title: 'Signer – roční licence',
  category: 'Elektronický podpis',
  priceMinor: 99000,
})

export const legacyFiller = JSON.stringify({
  id: 6,
  title: '602XML Filler – trvalá licence (dobíhající produkt)',
  category: 'Formulářové technologie',
  priceMinor: 159000,
})

/** The identity service's login page of the sandbox. */
export async function logInAtIdentityService(page: Page, email: string) {
  await expect(page).toHaveURL(/\/identity\/login/)
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
}

export async function storedKey(page: Page, key: string) {
  return page.evaluate((name) => localStorage.getItem(name), key)
}

/** Our alerts: Next's route announcer is an (empty) alert too, outside the main content. */
export function mainAlert(page: Page) {
  return page.getByRole('main').getByRole('alert')
}
