import { expect, type Page, test } from '@playwright/test'

import { pageId, publishedInAdmin, sameOrigin, signInToAdmin } from './support/admin'
import { refuseCookiesUpFront } from './support/dataLayer'
import { fill, person, waitLikeAPerson } from './support/enquiryForm'
import { expectOnSiteWithin2s } from './support/onSiteWithin2s'
import { deliveredForms, resetSandbox } from './support/sandboxControls'

type Block = Record<string, unknown> & { blockType: string; id?: string }

/** A page's stored blocks (relationships as ids), read with the admin's session. */
async function layoutOf(page: Page, id: number): Promise<Block[]> {
  const response = await page.request.get(`/api/pages/${id}?depth=0&draft=true`)
  return ((await response.json()) as { layout: Block[] }).layout
}

async function publishLayout(page: Page, id: number, layout: Block[]) {
  const response = await page.request.patch(`/api/pages/${id}`, {
    data: { layout, _status: 'published' },
    headers: sameOrigin(page),
  })
  expect(response.ok(), await response.text()).toBe(true)
}

test.describe('marketers own every page @desktop-only', () => {
  test.beforeEach(async ({ page }) => {
    await resetSandbox()
    await refuseCookiesUpFront(page)
  })

  test('the contact page’s intro published in the admin is on the site within 2 seconds', async ({
    page,
    browser,
  }) => {
    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto('/kontakt')
    const lead = 'Napište nám, zavolejte nebo si domluvte schůzku.'
    await expect(visitor.locator('main')).toContainText(lead)
    // The contact form is a block of this CMS page.
    await expect(visitor.locator('form[data-form="contact"]')).toBeVisible()

    await signInToAdmin(page)
    const id = await pageId(page, 'kontakt')
    await page.goto(`/admin/collections/pages/${id}`)
    const field = page.locator('#field-hero__lead')
    const original = await field.inputValue()
    await field.fill('Jsme tu pro vás každý pracovní den od 8 do 17 hodin.')
    const response = publishedInAdmin(page)
    await page.getByRole('button', { name: 'Zveřejnit změny' }).click()
    expect((await response).ok()).toBe(true)

    try {
      await expectOnSiteWithin2s(
        visitor,
        '/kontakt',
        visitor.locator('main'),
        'Jsme tu pro vás každý pracovní den od 8 do 17 hodin.',
      )
    } finally {
      const restored = await page.request.patch(`/api/pages/${id}`, {
        data: { hero: { lead: original }, _status: 'published' },
        headers: sameOrigin(page),
      })
      expect(restored.ok()).toBe(true)
      await visitor.context().close()
    }
  })

  test('a registration’s thank-you copy comes from its form block', async ({ page, browser }) => {
    await signInToAdmin(page)
    const id = await pageId(page, 'nocni-golf-registrace')
    const original = await layoutOf(page, id)
    // The marketer drops the confirmation page and writes the thank-you shown in its place.
    await publishLayout(
      page,
      id,
      original.map((block) =>
        block.blockType === 'form'
          ? {
              ...block,
              confirmationPage: null,
              thankYouTitle: 'Máte místo na greenu',
              thankYouText: 'Podrobnosti o programu posíláme na {email}. Těšíme se!',
            }
          : block,
      ),
    )
    const visitor = await (await browser.newContext()).newPage()
    try {
      await visitor.goto('/nocni-golf-registrace')
      const form = visitor.locator('form[data-form]')
      const { text: _text, ...withoutText } = person
      await fill(form, withoutText)
      await waitLikeAPerson(visitor)
      await form.getByRole('button', { name: /Zaregistrovat se/ }).click()
      await expect(visitor.getByRole('heading', { name: 'Máte místo na greenu' })).toBeVisible()
      await expect(visitor.getByRole('status')).toContainText(
        `Podrobnosti o programu posíláme na ${person.email}. Těšíme se!`,
      )
      await expect(visitor).toHaveURL(/\/nocni-golf-registrace$/)
      // delivered before the test ends (a late delivery would land in the next test's sandbox)
      expect(await deliveredForms()).toEqual([
        expect.objectContaining({ email: person.email, text: 'Registrace na noční golf' }),
      ])
    } finally {
      await publishLayout(page, id, original)
      await visitor.context().close()
    }
  })

  test('the quote carousel placed on a content page works there', async ({ page, browser }) => {
    await signInToAdmin(page)
    const homepage = (await (await page.request.get('/api/globals/homepage?depth=0')).json()) as {
      layout: Block[]
    }
    const quotes = homepage.layout.find((block) => block.blockType === 'quotes')
    expect(quotes).toBeDefined()
    const withoutIds = JSON.parse(
      JSON.stringify({ ...quotes, audience: 'both' }, (key, value: unknown) =>
        key === 'id' ? undefined : value,
      ),
    ) as Block
    const id = await pageId(page, 'csr')
    const original = await layoutOf(page, id)
    await publishLayout(page, id, [...original, withoutIds])

    const visitor = await (await browser.newContext()).newPage()
    try {
      await expectOnSiteWithin2s(visitor, '/csr', visitor.locator('main'), String(quotes!.heading))
      const carousel = visitor.locator('[aria-roledescription="carousel"]')
      await expect(carousel.getByRole('button', { name: 'Citace 1' })).toHaveAttribute(
        'aria-current',
        'true',
      )
      // its behaviour loads when it comes into view
      await carousel.scrollIntoViewIfNeeded()
      // It advances by itself (spec: 5 s), and a visitor can choose a quote.
      await expect(carousel.getByRole('button', { name: 'Citace 2' })).toHaveAttribute(
        'aria-current',
        'true',
        { timeout: 7_000 },
      )
      await carousel.getByRole('button', { name: 'Citace 1' }).click()
      await expect(carousel.getByRole('button', { name: 'Citace 1' })).toHaveAttribute(
        'aria-current',
        'true',
      )
    } finally {
      await publishLayout(page, id, original)
      await visitor.context().close()
    }
  })

  test('the admin refuses a page at a path the application answers', async ({ page }) => {
    await signInToAdmin(page)
    await page.goto('/admin/collections/pages/create')
    await page.locator('#field-title').fill('Náš blog')
    await page.locator('#field-path').fill('blog')
    await page.getByRole('button', { name: 'Zveřejnit změny' }).click()
    // The admin refuses to publish and points at the path field …
    await expect(
      page.getByText('Následující pole je neplatné: Cesta (URL bez úvodního lomítka)'),
    ).toBeVisible()
    // … whose error, as the admin's API gives it, names the route that owns the path.
    const refused = await page.request.post('/api/pages', {
      data: { title: 'Náš blog', path: 'blog', _status: 'published' },
      headers: sameOrigin(page),
    })
    expect(refused.status()).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain(
      'Cestu /blog obsluhuje aplikace (blog), stránka by se nikdy nezobrazila. Zvolte jinou cestu.',
    )
    // Nothing was published at that path (an autosaved draft never is).
    const stored = await page.request.get('/api/pages?where[path][equals]=blog')
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0)
    // An autosave may have kept the new page (without a path) as a draft: other tests list pages.
    await page.request.delete(`/api/pages?where[title][equals]=${encodeURIComponent('Náš blog')}`, {
      headers: sameOrigin(page),
    })
  })
})
