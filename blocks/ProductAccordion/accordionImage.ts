/** Spec 4: the accordion starts with the first item selected. */
export const INITIAL_ACCORDION_INDEX = 0

/**
 * Mark the box of the accordion's image slots (one per item) and each item's index, which the
 * images' behaviour (productImagesBehaviour.ts) reads.
 */
export const productImagesProps = { 'data-product-images': '' } as const
export const PRODUCT_IMAGES_SELECTOR = '[data-product-images]'
/** `data-product-image` of the slot whose image is shown. */
export const PRODUCT_IMAGE_SHOWN = 'shown'
/**
 * A slot's attributes as the server renders them: the shown image's slot marked, the others
 * `hidden`; only what applies, so the flight data carries no `false` or `$undefined` per slot.
 */
export const productImageSlotProps = (index: number, shownIndex: number | null) =>
  index === shownIndex ? { 'data-product-image': PRODUCT_IMAGE_SHOWN } : ({ hidden: true } as const)
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
