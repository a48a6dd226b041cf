import {
  accordionImageIndex,
  accordionItemIndex,
  PRODUCT_IMAGES_SELECTOR,
  PRODUCT_IMAGE_SHOWN,
} from './accordionImage'

/** The accordion item a toggle event opened, or null (closed, or not an item). */
function openedIndex(target: EventTarget | null): number | null {
  if (!(target instanceof HTMLDetailsElement) || !target.open) return null
  const index = accordionItemIndex(target)
  return Number.isInteger(index) ? index : null
}

/**
 * The product images beside the accordion (Component.tsx renders one slot per item, all but the
 * first item's image `hidden`): the last opened item's image stays (spec 4: the selection index
 * picks the image), also when that item is closed again. The items are native <details> that
 * work before and without this; it listens to their `toggle` events and picks up an item the
 * visitor opened before it attached. The slots are React's (a server component that never
 * re-renders on the client with other props), so only attributes change. Returns what undoes it.
 */
export function enhanceProductImages(accordion: HTMLElement): () => void {
  const slots = [...(accordion.querySelector(PRODUCT_IMAGES_SELECTOR)?.children ?? [])].filter(
    (slot): slot is HTMLElement => slot instanceof HTMLElement,
  )
  // MediaImage renders nothing for an item without an image: its slot is empty.
  const items = slots.map((slot) => ({ hasImage: slot.childElementCount > 0 }))
  const select = (target: EventTarget | null) => {
    const selected = openedIndex(target)
    if (selected === null) return
    const shown = accordionImageIndex(items, selected)
    slots.forEach((slot, index) => {
      slot.hidden = index !== shown
      if (index === shown) slot.dataset.productImage = PRODUCT_IMAGE_SHOWN
      else delete slot.dataset.productImage
    })
  }
  const onToggle = (event: Event) => select(event.target)
  // `toggle` does not bubble: listen while it passes down to the item
  accordion.addEventListener('toggle', onToggle, true)
  select(accordion.querySelector('details[open]'))
  return () => accordion.removeEventListener('toggle', onToggle, true)
}
