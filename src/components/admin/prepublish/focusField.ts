const FOCUSABLE =
  'input:not([type=hidden]):not([disabled]), textarea, select, button, [contenteditable=true], [tabindex]:not([tabindex="-1"])'

/** Payload's element ids: `field-a__b__c` for fields, `a-b-row-2` for block and array rows. */
function candidatesFor(path: string): string[] {
  const segments = path.split('.')
  const ids: string[] = []
  for (let length = segments.length; length > 0; length -= 1) {
    const part = segments.slice(0, length)
    ids.push(`field-${part.join('__')}`)
    const last = part[part.length - 1] ?? ''
    if (/^\d+$/.test(last)) ids.push(`${part.slice(0, -1).join('-')}-row-${last}`)
  }
  return ids
}

/**
 * Moves focus to a field of the edit view by its form path (or its nearest rendered parent:
 * a collapsed block row, the tab's group). Returns whether anything could be focused.
 */
export function focusField(path: string): boolean {
  for (const id of candidatesFor(path)) {
    const element = document.getElementById(id)
    if (!element) continue
    element.scrollIntoView({ block: 'center' })
    const target = element.matches(FOCUSABLE)
      ? element
      : element.querySelector<HTMLElement>(FOCUSABLE)
    if (target) {
      target.focus()
    } else {
      element.tabIndex = -1
      element.focus()
    }
    return true
  }
  return false
}
