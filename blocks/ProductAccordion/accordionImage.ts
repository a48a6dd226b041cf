/** Spec 4: the accordion starts with the first item selected. */
export const INITIAL_ACCORDION_INDEX = 0

/** Marks the accordion's root and each item's index, which the images island reads. */
export const accordionRootProps = { 'data-product-accordion': '' } as const
export const ACCORDION_ROOT_SELECTOR = '[data-product-accordion]'
export const accordionItemProps = (index: number) => ({ 'data-accordion-index': index })
export const accordionItemIndex = (item: HTMLElement) => Number(item.dataset.accordionIndex)

/**
 * Which item's product image is shown: the selected (last opened) item's, or the first item that
 * has an image when the selected one has none; null when no item has an image.
 */
export function accordionImageIndex(
  items: ReadonlyArray<{ hasImage: boolean }>,
  selectedIndex: number,
): number | null {
  if (items[selectedIndex]?.hasImage) return selectedIndex
  const fallback = items.findIndex((item) => item.hasImage)
  return fallback === -1 ? null : fallback
}
