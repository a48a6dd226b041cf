import { expect, test } from '@playwright/test'

import { refuseCookiesUpFront } from './support/dataLayer'
import { expectFocusVisible, tabTo } from './support/keyboardFocus'

/*
 * Issue 15: the recording modal with the keyboard alone. Opened with Enter from its card, focus
 * goes into the dialog and stays there (Tab cycles inside), Escape closes it, and focus comes
 * back to the link that opened it, so a screen-reader user continues where they were.
 */
test('a recording opens, keeps focus inside, closes with Escape and returns focus', async ({
  page,
}) => {
  await refuseCookiesUpFront(page)
  await page.goto('/udalosti/zaznamy')
  const opener = page.getByTestId('recording-card').nth(2).getByRole('heading').getByRole('link')
  const title = (await opener.textContent())!.trim()

  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const modal = page.getByRole('dialog', { name: title })
  await expect(modal).toBeVisible()
  await expect(page).toHaveURL(/\/udalosti\/zaznamy\/[a-z0-9-]+$/)
  await expect
    .poll(() => modal.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true)
  await expectFocusVisible(page, 'first focus in the dialog')

  // Tab and Shift+Tab never leave the dialog (the page behind it is inert).
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    const inside = await modal.evaluate(
      (dialog) =>
        dialog.contains(document.activeElement) || document.activeElement === document.body,
    )
    expect(inside, `focus after ${key}`).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)
  await expect(page).toHaveURL('/udalosti/zaznamy')
  await expect(opener).toBeFocused()
  await expectFocusVisible(page, 'the link that opened the recording')
})
