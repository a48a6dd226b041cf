import { expect, type Page, test } from '@playwright/test'

import { MIN_FILL_MS } from '../../src/lib/enquiry/botGuard'
import { siteSettingsSeed } from '../../src/seed/siteSettings'
import { sameOrigin, signInToAdmin } from './support/admin'
import { eventNames } from './support/dataLayer'
import { addSandboxFault, clearSandboxFaults } from './support/sandboxControls'

/** A published CMS page with the given blocks, made through the REST API as the signed-in admin. */
async function createPage(admin: Page, title: string, layout: Array<Record<string, unknown>>) {
  const path = `e2e-${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`
  const created = await admin.request.post('/api/pages', {
    data: { title, path, layout, _status: 'published' },
    headers: sameOrigin(admin),
  })
  expect(created.ok()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return {
    url: `/${path}`,
    remove: () => admin.request.delete(`/api/pages/${doc.id}`, { headers: sameOrigin(admin) }),
  }
}

const saveSettings = (admin: Page, data: Record<string, unknown>) =>
  admin.request.post('/api/globals/site-settings', { data, headers: sameOrigin(admin) })

test.describe('site settings @desktop-only', () => {
  test.afterEach(clearSandboxFaults)

  test('e-mails changed in the admin show in the footer, the form failure notice and on the career page within 2 s', async ({
    page,
    browser,
  }) => {
    const changed = {
      generalEmail: 'dotazy@example.cz',
      salesEmail: 'prodej@example.cz',
      careersEmail: 'nabor@example.cz',
    }
    await signInToAdmin(page)
    // The old lead routes render their own forms: the notice is checked on a CMS page with a
    // form block, the way every form page is built from now on.
    const formPage = await createPage(page, 'Napište nám', [{ blockType: 'form', form: 'contact' }])
    const visitor = await (await browser.newContext()).newPage()
    try {
      // Both pages are in the cache before the edit.
      await visitor.goto('/kariera')
      const footer = visitor.locator('footer')
      await expect(footer.getByRole('link', { name: siteSettingsSeed.salesEmail })).toBeVisible()
      await expect(
        visitor.locator('main').getByRole('link', { name: siteSettingsSeed.careersEmail }),
      ).toBeVisible()
      expect(await (await visitor.request.get(formPage.url)).text()).toContain(
        siteSettingsSeed.generalEmail,
      )

      await page.goto('/admin/globals/site-settings')
      await page.locator('#field-generalEmail').fill(changed.generalEmail)
      await page.locator('#field-salesEmail').fill(changed.salesEmail)
      await page.locator('#field-careersEmail').fill(changed.careersEmail)
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          response.url().includes('/api/globals/site-settings'),
      )
      await page.getByRole('button', { name: 'Uložit', exact: true }).click()
      expect((await saved).ok()).toBe(true)
      const savedAt = Date.now()

      await expect
        .poll(
          async () => {
            const career = await (await visitor.request.get('/kariera')).text()
            const form = await (await visitor.request.get(formPage.url)).text()
            return [
              career.includes(`mailto:${changed.salesEmail}`),
              career.includes(`mailto:${changed.careersEmail}`),
              form.includes(changed.generalEmail),
            ]
          },
          { timeout: 2_000, intervals: [100, 200, 400] },
        )
        .toEqual([true, true, true])
      expect(Date.now() - savedAt).toBeLessThan(2_000)

      await visitor.goto('/kariera')
      await expect(footer.getByRole('link', { name: changed.salesEmail })).toHaveAttribute(
        'href',
        `mailto:${changed.salesEmail}`,
      )
      await expect(
        visitor.locator('main').getByRole('link', { name: changed.careersEmail }),
      ).toBeVisible()

      // The provider refuses the enquiry once: the notice offers the new address.
      await addSandboxFault({ path: '/send-form', kind: '500', times: 1 })
      await visitor.goto(formPage.url)
      const form = visitor.locator('form[data-form="contact"]')
      await form.getByLabel(/^Jméno$/).fill('Žofie')
      await form.getByLabel(/^Příjmení$/).fill('Nováková')
      await form.getByLabel(/^E-mail$/).fill('zofie.novakova@example.cz')
      await form.getByLabel(/^Telefon$/).fill('+420 603 123 456')
      await form.getByLabel(/zpráva/i).fill('Dobrý den, prosím o zavolání.')
      await visitor.waitForTimeout(MIN_FILL_MS + 200)
      await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
      const alert = form.getByRole('alert')
      await expect(alert).toContainText('Formulář se nepodařilo odeslat.')
      await expect(alert.getByRole('link', { name: changed.generalEmail })).toHaveAttribute(
        'href',
        `mailto:${changed.generalEmail}`,
      )
      await expect(alert.getByRole('link', { name: siteSettingsSeed.phone })).toHaveAttribute(
        'href',
        'tel:+420222011602',
      )
    } finally {
      await visitor.context().close()
      // Other tests expect the seeded contacts.
      expect((await saveSettings(page, siteSettingsSeed)).ok()).toBe(true)
      await formPage.remove()
    }
  })
})

test.describe('consultation booking block @desktop-only', () => {
  test('a plain link without consent; the scheduler loads once marketing cookies are allowed', async ({
    page,
    browser,
  }) => {
    await signInToAdmin(page)
    const bookingPage = await createPage(page, 'Rezervace konzultace', [
      { blockType: 'booking', heading: 'Vyberte si termín konzultace' },
    ])
    // The default visitor of these tests has refused cookies.
    const context = await browser.newContext()
    const visitor = await context.newPage()
    const providerRequests: string[] = []
    // Nothing reaches the real provider: its script is a stub that frames the booking page,
    // which is answered here too.
    await context.route(/^https:\/\/(assets\.)?calendly\.com\//, (route) => {
      const url = route.request().url()
      providerRequests.push(url)
      if (url.endsWith('/widget.js')) {
        return route.fulfill({
          contentType: 'text/javascript',
          body: `window.Calendly = { initInlineWidget: ({ url, parentElement }) => {
            const frame = document.createElement('iframe')
            frame.title = 'Výběr termínu'
            frame.src = url
            parentElement.appendChild(frame)
          } }`,
        })
      }
      return route.fulfill({ contentType: 'text/html', body: '<p>Kalendář</p>' })
    })
    const policyViolations: string[] = []
    visitor.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text())
    })
    try {
      await visitor.goto(bookingPage.url)
      const link = visitor.getByRole('link', { name: /Otevřít rezervační kalendář/ })
      await expect(link).toHaveAttribute('href', siteSettingsSeed.bookingUrl)
      await expect(visitor.getByText(/po povolení marketingových cookies/)).toBeVisible()
      await visitor.waitForTimeout(500)
      expect(providerRequests).toEqual([])
      expect(await eventNames(visitor)).not.toContain('presentation_calendly')

      // The visitor allows marketing cookies only, from the block's own button.
      await visitor.locator('main').getByRole('button', { name: 'Nastavení cookies' }).click()
      await visitor.getByLabel(/Marketingové/).check()
      await visitor.getByRole('button', { name: 'Uložit nastavení' }).click()

      await expect(visitor.locator('script[data-booking-scheduler]')).toHaveAttribute(
        'src',
        'https://assets.calendly.com/assets/external/widget.js',
      )
      await expect(visitor.locator('iframe[title="Výběr termínu"]')).toHaveAttribute(
        'src',
        siteSettingsSeed.bookingUrl,
      )
      await expect.poll(() => eventNames(visitor)).toContain('presentation_calendly')
      expect(providerRequests[0]).toBe('https://assets.calendly.com/assets/external/widget.js')
      // The fallback link stays for those who prefer the provider's own page.
      await expect(link).toBeVisible()
      expect(policyViolations).toEqual([])
    } finally {
      await context.close()
      await bookingPage.remove()
    }
  })
})
