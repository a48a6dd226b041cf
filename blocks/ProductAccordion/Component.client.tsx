'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import {
  ACCORDION_ROOT_SELECTOR,
  accordionImageIndex,
  accordionItemIndex,
  INITIAL_ACCORDION_INDEX,
} from './accordionImage'
import styles from './styles.module.css'

/** The accordion item a toggle event opened, or null (closed, or not an item). */
function openedIndex(target: EventTarget | null): number | null {
  if (!(target instanceof HTMLDetailsElement) || !target.open) return null
  const index = accordionItemIndex(target)
  return Number.isInteger(index) ? index : null
}

/**
 * The product images beside the accordion: the last opened item's image stays (spec 4: the
 * selection index picks the image), also when that item is closed again. The items themselves
 * are native <details> (Component.tsx) that work before and without this island; it listens to
 * their `toggle` events, and on hydration picks up an item the visitor opened before it.
 */
export function ProductImages({
  images,
  hasImage,
}: {
  images: React.ReactNode[]
  hasImage: boolean[]
}) {
  const [selected, setSelected] = useState(INITIAL_ACCORDION_INDEX)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const accordion = root.current?.closest(ACCORDION_ROOT_SELECTOR)
    if (!accordion) return
    const select = (target: EventTarget | null) => {
      const index = openedIndex(target)
      if (index !== null) setSelected(index)
    }
    const onToggle = (event: Event) => select(event.target)
    // `toggle` does not bubble: listen while it passes down to the item
    accordion.addEventListener('toggle', onToggle, true)
    select(accordion.querySelector('details[open]'))
    return () => accordion.removeEventListener('toggle', onToggle, true)
  }, [])

  const imageIndex = accordionImageIndex(
    hasImage.map((has) => ({ hasImage: has })),
    selected,
  )
  return (
    <div ref={root} className={styles.images}>
      {images.map((image, index) => (
        <div
          key={index}
          className={styles.imageSlot}
          hidden={index !== imageIndex}
          data-product-image={index === imageIndex ? 'shown' : undefined}
        >
          {image}
        </div>
      ))}
    </div>
  )
}
