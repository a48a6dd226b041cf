import { expect, type Page, test } from '@playwright/test'

import { siteSettingsSeed } from '../../src/seed/siteSettings'
import { sameOrigin, signInToAdmin } from './support/admin'
import { eventNames } from './support/dataLayer'

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
  test('e-mails changed in the admin show in the footer, the form block’s contacts and on the career page within 2 s', async ({
    page,
    browser,
  }) => {
    const changed = {
      generalEmail: 'dotazy@example.cz',
      salesEmail: 'prodej@example.cz',
      careersEmail: 'nabor@example.cz',
    }
    await signInToAdmin(page)
    // The old lead routes render their own forms: the form block's contacts (the phone and
    // general e-mail of the failure notice) are checked on a CMS page with a form block, the way
    // every form page is built from now on. The notice itself shows only when neither the lead
    // store nor the provider takes an enquiry (tests/int/enquiryWithoutDatabase.test.ts); a
    // provider failure alone is retried by the lead queue and thanked (leadDelivery.spec.ts).
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
