import { expect, type Locator, type Page } from '@playwright/test'

/**
 * What is wrong with the focused element, or null (WCAG 2.4.7, 2.4.11): something other than
 * <body> has focus, it shows a focus ring (outline or ring shadow), lies inside the viewport and
 * below the bottom of the sticky header's bar (unless it is in the header), and is the topmost
 * thing at its own place on screen, so neither the sticky header, the cookie banner nor a clipping
 * carousel hides it. On the site the ring must be the site's own (a solid outline of 2 px or more,
 * or a ring shadow); pages without a site header (the identity service, the card gateway) are
 * checked the same way, only without the header, and may show the browser's own ring.
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    if (!active || active === document.body) return 'nothing has focus'
    const label = active.getAttribute('aria-label') ?? active.textContent ?? ''
    const name = `<${active.tagName.toLowerCase()}> "${label.trim().slice(0, 40)}"`
    // a visually hidden native input (the audience switch) shows its focus on its label's text
    const own = active.getBoundingClientRect()
    const shown =
      own.width <= 2 || own.height <= 2
        ? (active.nextElementSibling ?? active.closest('label') ?? active)
        : active
    const header = document.querySelector('header')
    const style = getComputedStyle(shown)
    const ring =
      (style.outlineStyle === 'auto' && !header) ||
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      style.boxShadow !== 'none'
    if (!ring) return `${name} shows no focus ring`
    // the first line box: a link that wraps is checked where it starts
    const box = shown.getClientRects()[0]
    if (!box || box.width === 0 || box.height === 0) return `${name} is not rendered`
    // the header keeps its height in the flow; only its bar (first child) is painted over content
    const bar = header?.firstElementChild ?? header
    const headerBottom = bar && !header?.contains(active) ? bar.getBoundingClientRect().bottom : 0
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1)
    const covers = (hit: Element | null) =>
      !hit || !(shown === hit || shown.contains(hit) || hit.contains(shown))
    // the skip link is painted over the header: only what the header's bar covers counts
    if (
      box.top < headerBottom - 1 &&
      covers(document.elementFromPoint(x, Math.max(box.top + 1, 0)))
    ) {
      return `${name} is behind the sticky header (top ${Math.round(box.top)} < ${Math.round(headerBottom)})`
    }
    const y = box.top + Math.min(box.height / 2, 8)
    if (y < 0 || y >= window.innerHeight) return `${name} is off screen (y ${Math.round(y)})`
    const hit = document.elementFromPoint(x, y)
    if (covers(hit)) {
      return `${name} is covered by ${hit ? hit.outerHTML.slice(0, 100) : 'nothing'}`
    }
    return null
  })
}

export async function expectFocusVisible(page: Page, step: string) {
  expect(await focusProblem(page), step).toBeNull()
}

/** Tabs forward (or back) until the target has focus, checking focus at every stop. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 160 } = {}) {
  for (let stop = 0; stop < max; stop += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    await expectFocusVisible(page, `tab stop ${stop + 1} towards ${String(target)}`)
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${String(target)} not reached within ${max} tab stops`)
}

/** Types into the focused field, replacing what it held. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}
