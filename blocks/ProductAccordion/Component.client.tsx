'use client'

import { useEnhancementWhenNeeded } from '@/lib/dom/useEnhancementWhenNeeded'

const loadBehaviour = () =>
  import('./productImagesBehaviour').then((module) => module.enhanceProductImages)

/**
 * Lets the product image beside the server-rendered accordion (`accordionId`) follow the opened
 * item once the accordion nears the viewport or a visitor reaches it; the behaviour is fetched
 * then, not with the page. Renders nothing. Until then (and without JavaScript) the first item's
 * image is shown; an item opened before is picked up when the behaviour attaches.
 */
export function ProductImagesEnhancer({ accordionId }: { accordionId: string }) {
  useEnhancementWhenNeeded(accordionId, loadBehaviour)
  return null
}
