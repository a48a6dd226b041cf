import { expect, type Response, test } from '@playwright/test'

import { CZECH_PAYLOAD_ERRORS } from '../../collections/shared/czechPayloadErrors'
import { INVALID_SCHEDULE_TIMEZONE } from '../../src/scheduling/scheduleTargetAccess'
import { sameOrigin, signInToAdmin, untilAdminFormReady } from './support/admin'

/*
 * Issue 38: refusals meant to be Czech reach the admin in Czech in the production build, not
 * "An unknown error occurred.": a reset link used twice (Payload's own 403, translated by
 * collections/shared/czechPayloadErrors.ts), a logout without a session, and the schedule
 * refusal (our own 400, `isPublic`).
 */
const RESET_REFUSED = CZECH_PAYLOAD_ERRORS['Token is either invalid or has expired.']!

test('a used or unknown reset link is refused in Czech in the admin @desktop-only', async ({
  page,
}) => {
  await page.goto(`/admin/reset/${'f'.repeat(40)}`)
  await untilAdminFormReady(page)
  await page.locator('input[name="password"]').fill('Nove-heslo-602-zkouska')
  await page.locator('input[name="confirm-password"]').fill('Nove-heslo-602-zkouska')
  // On a busy machine Payload's form state can lag the last keystroke: a click then validates
  // the fields' initial state and shows "Opravte neplatná pole." without sending anything (seen
  // in CI's trace). A person would click again; so does the test.
  let answer: Response | undefined
  await expect(async () => {
    const sent = page.waitForResponse(
      (response) => response.url().includes('/api/users/reset-password'),
      { timeout: 5_000 },
    )
    await page.locator('button[type="submit"]').click()
    answer = await sent
  }).toPass({ timeout: 30_000 })
  expect(answer?.status()).toBe(403)
  await expect(page.getByText(RESET_REFUSED)).toBeVisible()
})

test('logout without a session and a schedule refusal answer in Czech @desktop-only', async ({
  page,
}) => {
  const logout = await page.request.post('/api/users/logout')
  expect(logout.status()).toBe(400)
  expect(await logout.text()).toContain(CZECH_PAYLOAD_ERRORS['No User'])

  await signInToAdmin(page)
  const refused = await page.request.post('/api/payload-jobs', {
    headers: sameOrigin(page),
    data: {
      taskSlug: 'schedulePublish',
      waitUntil: new Date(Date.now() + 3_600_000).toISOString(),
      input: { type: 'publish', global: 'homepage', timezone: 'Mars/Olympus' },
    },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain(INVALID_SCHEDULE_TIMEZONE)
})
