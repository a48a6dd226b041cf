/** Spec 4: the accordion starts with the first item selected. */
export const INITIAL_ACCORDION_INDEX = 0

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
