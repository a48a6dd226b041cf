import { expect, test } from '@playwright/test'

import { sameOrigin, signInToAdmin } from './support/admin'

/**
 * Issue 40: the homepage (and every global with drafts) with a pending draft says "Změněno" and
 * offers "Vrátit se ke zveřejněné verzi", as pages do (src/upstream/GlobalPublishedState.tsx);
 * reverting brings the published version back.
 */
test('the homepage with a pending draft shows "Změněno" and reverts to the published version @desktop-only', async ({
  page,
}) => {
  await signInToAdmin(page)
  const published = (await (
    await page.request.get('/api/globals/homepage?depth=0&select[meta]=true')
  ).json()) as { meta?: { title?: string } }
  const draftTitle = `Koncept úvodní stránky ${Date.now()}`
  const draft = await page.request.post('/api/globals/homepage?draft=true&depth=0', {
    headers: sameOrigin(page),
    data: { meta: { ...published.meta, title: draftTitle }, _status: 'draft' },
  })
  expect(draft.ok(), await draft.text()).toBe(true)

  await page.goto('/admin/globals/homepage')
  const status = page.locator('.status')
  await expect(status.locator('.status__value')).toHaveText('Změněno')
  await status.getByRole('button', { name: 'Vrátit se ke zveřejněné verzi' }).click()
  await page.locator('#confirm-action').click()
  await expect(status.locator('.status__value')).toHaveText('Zveřejněno')

  const after = (await (
    await page.request.get('/api/globals/homepage?draft=true&depth=0&select[meta]=true')
  ).json()) as { meta?: { title?: string } }
  expect(after.meta?.title).toBe(published.meta?.title)
})
